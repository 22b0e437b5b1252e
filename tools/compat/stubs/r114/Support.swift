import SwiftUI
// Stubs for stackk1/Liftoff-Launcher Liftoff/Cars/View/CarCardView.swift (what the row uses from elsewhere in its app).

class Car: Identifiable, Decodable {
    var Make = ""
    var Model = ""
    var Year: Int
    var Colour = ""
    var VIN = ""
    var image = ""
    var Engine = ""
    var imagecount: Int

    init(Make: String, Model: String, Year: Int, Colour: String, VIN: String, image: String, Engine: String, imagecount: Int) {
        self.Make = Make; self.Model = Model; self.Year = Year; self.Colour = Colour
        self.VIN = VIN; self.image = image; self.Engine = Engine; self.imagecount = imagecount
    }
}

/// The garage (the app decodes CarData.json from the bundle).
class CarModel: ObservableObject {
    @Published var cars = [
        Car(Make: "Honda", Model: "Prelude", Year: 1991, Colour: "White", VIN: "0001", image: "1991Prelude", Engine: "2.0L B20A DOHC I4", imagecount: 3),
        Car(Make: "Honda", Model: "Prelude", Year: 2001, Colour: "Black", VIN: "0003", image: "2001Prelude", Engine: "2.2 L H22A VTEC I4", imagecount: 4),
    ]
}
