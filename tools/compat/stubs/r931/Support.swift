// Stub for Castellano46/AppFitness (r931): the Core Data exercise entity (Models/Exercise.swift,
// FitnessAppModel.xcdatamodeld), as an NSManagedObject subclass with stored attributes (Identifiable through
// NSManagedObject, as Core Data gives it). Our own test double
// with the app's names.
import CoreData

public class Exercise: NSManagedObject {
    public var id: UUID? = UUID()
    public var name: String = ""
    public var duration: Float = 0
    public var weight: Float = 0
}
