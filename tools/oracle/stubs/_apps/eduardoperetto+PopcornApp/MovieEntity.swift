import CoreData

// The class Xcode generates for the PopcornMovies model's one entity (codeGenerationType
// "class"): MovieEntity with its seven optional attributes, as stored properties (see
// Sources/CoreData: a stub of an app's model declares them so), and the typed fetch request.
public class MovieEntity: NSManagedObject {
    public var id: Int64 = 0
    public var isLiked: Bool = false
    public var isSavedToWatchLater: Bool = false
    public var overview: String?
    public var posterPath: String?
    public var title: String?
    public var voteAverage: Double = 0
}

extension MovieEntity {
    public class func fetchRequest() -> NSFetchRequest<MovieEntity> {
        NSFetchRequest<MovieEntity>(entityName: "MovieEntity")
    }
}
