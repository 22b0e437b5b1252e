// Stubs for allmycalifornia/OnlineShopApp (r697): the quantity controls the row overlays are a row of this
// half of their own (r699); a plain stand-in here.
import SwiftUI

struct RemoteControlRowView: View {
    let product: Product
    var body: some View {
        VStack(alignment: .trailing, spacing: 25) {
            Image(systemName: Helper.Image.xmark).font(.title2)
            Text("\(product.quantityInCart ?? 0)").titleFont()
        }
        .padding()
    }
}
