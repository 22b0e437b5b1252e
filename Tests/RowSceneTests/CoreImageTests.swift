import Testing
import Foundation
import RowTestSupport
import RowFiles
import RowScene
import RowRaster
import UIKit
import IOSSources
@testable import CoreImage

/// Core Image as rows make pictures with it: a QR code for a message, scaled with hard edges,
/// recoloured, and drawn by SwiftUI's Image from the Core Graphics bitmap a context renders.
@MainActor @Suite struct CoreImageTests {
    /// Modules as text, a row per line ("#" dark, "." light).
    static func text(_ code: QRCode) -> String {
        (0..<code.size).map { y in String((0..<code.size).map { code[$0, y] ? "#" : "." }) }.joined(separator: "\n")
    }

    /// Reed–Solomon over GF(256): a block's error-correction codewords, as the
    /// standard's worked example (ISO/IEC 18004 annex I: "01234567" at 1-M) has them.
    @Test func reedSolomonCodewords() {
        let data: [UInt8] = [16, 32, 12, 86, 97, 128, 236, 17, 236, 17, 236, 17, 236, 17, 236, 17]
        #expect(ReedSolomon.remainder(data, ReedSolomon.generator(degree: 10)) == [165, 36, 212, 193, 237, 54, 199, 135, 44, 85])
    }

    /// The symbol's structure: the smallest version for the message and level, finders in three
    /// corners, timing rows, the format bits naming the level and mask, the version bits from 7 on.
    @Test func symbolsHaveTheStandardsStructure() throws {
        let short = try QRCode(message: Array("https://example.com".utf8), level: .medium)
        #expect(short.version == 2 && short.size == 25)
        for (x0, y0) in [(0, 0), (short.size - 7, 0), (0, short.size - 7)] {
            for d in 0..<7 { #expect(short[x0 + d, y0] && short[x0, y0 + d] && short[x0 + 6, y0 + d]) }
            #expect(!short[x0 + 1, y0 + 1] && short[x0 + 3, y0 + 3])
        }
        #expect((8..<short.size - 8).allSatisfy { short[$0, 6] == ($0 % 2 == 0) && short[6, $0] == ($0 % 2 == 0) })
        // Format bits, read back from around the top-left finder, unmasked, name level M (00) and the mask.
        var bits = 0
        for i in 0...5 { bits |= (short[8, i] ? 1 : 0) << i }
        bits |= (short[8, 7] ? 1 : 0) << 6 | (short[8, 8] ? 1 : 0) << 7 | (short[7, 8] ? 1 : 0) << 8
        for i in 9..<15 { bits |= (short[14 - i, 8] ? 1 : 0) << i }
        #expect((bits ^ 0x5412) >> 10 == (0 << 3 | short.mask))
        #expect(QRCode.bch(7, generator: 0x1F25, degree: 12) == 0x07C94)   // version 7's information (annex D)
        let long = try QRCode(message: [UInt8](repeating: 0x61, count: 300), level: .high)
        #expect(long.version == 18 && long.size == 89)
        #expect(throws: QRCode.EncodeError.tooLong(bytes: 3000, level: .low)) { try QRCode(message: [UInt8](repeating: 1, count: 3000), level: .low) }
        #expect(QRCode.alignmentCenters(version: 7) == [6, 22, 38] && QRCode.alignmentCenters(version: 32) == [6, 34, 60, 86, 112, 138])
    }

    /// The generator filter's image: one pixel per module with a light border, black on white;
    /// scaled by a transform it keeps hard edges; a context renders it top row first.
    @Test func generatorImagesRenderAsBitmaps() throws {
        let filter = CIFilter.qrCodeGenerator()
        #expect(filter.outputImage == nil)
        filter.message = Data("hello".utf8)
        filter.correctionLevel = "Q"
        let output = try #require(filter.outputImage)
        #expect(output.extent == CGRect(x: 0, y: 0, width: 23, height: 23))
        let scaled = output.transformed(by: CGAffineTransform(scaleX: 10, y: 10))
        let bitmap = try #require(CIContext().createCGImage(scaled, from: scaled.extent))
        #expect(bitmap.width == 230 && bitmap.height == 230)
        let code = try QRCode(message: Array("hello".utf8), level: .quartile)
        func dark(_ x: Int, _ y: Int) -> Bool { bitmap.premultipliedRGBA[(y * 230 + x) * 4] == 0 }
        for y in stride(from: 0, to: 230, by: 3) {
            for x in stride(from: 0, to: 230, by: 3) {
                let (mx, my) = (x / 10 - 1, y / 10 - 1)
                let expected = (0..<code.size).contains(mx) && (0..<code.size).contains(my) && code[mx, my]
                #expect(dark(x, y) == expected, "pixel \(x), \(y)")
                #expect([0, 255].contains(bitmap.premultipliedRGBA[(y * 230 + x) * 4]))
            }
        }
        // By name and key, as older code sets it up; an unknown level or filter name is nil.
        let named = try #require(CIFilter(name: "CIQRCodeGenerator"))
        named.setValue(Data("hello".utf8), forKey: "inputMessage")
        named.setValue("X", forKey: "inputCorrectionLevel")
        #expect(named.outputImage == nil && CIFilter(name: "CINoSuchFilter") == nil)
    }

    /// Recolouring: inverted, mask to alpha, false colour; linear sampling blends at a scaled
    /// bitmap's pixel edges where nearest sampling does not.
    @Test func colourFiltersAndSampling() throws {
        let bits = try #require(CGImage(width: 2, height: 1, premultipliedRGBA: [0, 0, 0, 255, 255, 255, 255, 255]))
        let image = CIImage(cgImage: bits)
        func pixels(_ image: CIImage) throws -> [UInt8] { try #require(CIContext().createCGImage(image, from: image.extent)).premultipliedRGBA }
        let invert = CIFilter.colorInvert(); invert.inputImage = image
        #expect(try pixels(try #require(invert.outputImage)) == [255, 255, 255, 255, 0, 0, 0, 255])
        let mask = CIFilter.maskToAlpha(); mask.inputImage = image
        #expect(try pixels(try #require(mask.outputImage)) == [0, 0, 0, 0, 255, 255, 255, 255])
        let tint = CIFilter.falseColor(); tint.inputImage = image
        tint.color0 = CIColor(red: 0, green: 0, blue: 1); tint.color1 = CIColor(color: UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(try pixels(try #require(tint.outputImage)) == [0, 0, 255, 255, 255, 0, 0, 255])
        let wide = image.transformed(by: CGAffineTransform(scaleX: 4, y: 1))
        #expect(try pixels(wide)[12...14] != [0, 0, 0] && pixels(wide)[12] != 255)   // blended across the edge
        #expect(try pixels(wide.samplingNearest()) == [UInt8]([[0, 0, 0, 255], [0, 0, 0, 255], [0, 0, 0, 255], [0, 0, 0, 255],
                                                               [255, 255, 255, 255], [255, 255, 255, 255], [255, 255, 255, 255], [255, 255, 255, 255]].joined()))
        #expect(CIContext().createCGImage(CIImage(color: .red), from: .infinite) == nil)
    }

    /// SwiftUI draws the bitmap: at its pixel size over the scale, and enlarged by nearest
    /// neighbour with `interpolation(.none)` (hard module edges), smoothly without it.
    @Test func imagesDrawBitmapsWithTheirInterpolation() throws {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data("row".utf8)
        let output = try #require(filter.outputImage)
        let bitmap = try #require(CIContext().createCGImage(output, from: output.extent))
        let natural = try TestSupport.renderer.layout(RenderRequest(Image(decorative: bitmap, scale: 1), width: 100))
        #expect(natural.size == Size(width: 23, height: 23))
        func render(_ image: Image) throws -> RowRaster.Canvas {
            var environment = EnvironmentValues()
            environment.displayScale = 1
            return try TestSupport.renderer.render(RenderRequest(image.resizable().frame(width: 46, height: 46), width: 46, height: 46,
                                                                 environment: environment, background: .white))
        }
        let hard = try render(Image(uiImage: UIImage(cgImage: bitmap)).interpolation(.none))
        let soft = try render(Image(uiImage: UIImage(cgImage: bitmap)))
        let hardValues = Set(hard.premultipliedRGBA.enumerated().filter { $0.offset % 4 == 0 }.map(\.element))
        let softValues = Set(soft.premultipliedRGBA.enumerated().filter { $0.offset % 4 == 0 }.map(\.element))
        #expect(hardValues == [0, 255] && softValues.count > 2)
    }

    /// `import CoreImage.CIFilterBuiltins` compiles as RowFrame's CoreImage module.
    @Test func theBuiltinsSubmoduleIsTheModule() {
        let source = IOSSources.rewrite("import CoreImage.CIFilterBuiltins\n@preconcurrency import CoreImage.CIFilterBuiltins // typed", path: "/q.swift")
        #expect(Array(source.split(separator: "\n").dropFirst()) == ["import CoreImage", "@preconcurrency import CoreImage // typed"])
    }

    /// A receive-address card as wallet apps draw it: the QR code made by Core Image, enlarged
    /// with `interpolation(.none)` on a white tile, the address below.
    struct AddressCard: View {
        let address = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh"
        var qrCode: UIImage {
            let filter = CIFilter.qrCodeGenerator()
            filter.message = Data(address.utf8)
            let context = CIContext()
            if let output = filter.outputImage?.transformed(by: CGAffineTransform(scaleX: 4, y: 4)),
               let cgImage = context.createCGImage(output, from: output.extent) { return UIImage(cgImage: cgImage) }
            return UIImage(systemName: "xmark.circle") ?? UIImage()
        }
        var body: some View {
            VStack(spacing: 12) {
                Image(uiImage: qrCode)
                    .interpolation(.none)
                    .resizable()
                    .scaledToFit()
                    .frame(width: 180, height: 180)
                    .padding(12)
                    .background(Color.white, in: RoundedRectangle(cornerRadius: 16))
                Text(address).font(.footnote.monospaced()).foregroundStyle(.secondary).multilineTextAlignment(.center)
            }
            .padding(20)
            .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 24))
            .padding(16)
        }
    }

    @Test func anAddressCardMatchesItsGolden() async throws {
        for scheme in [ColorScheme.light, .dark] {
            var env = EnvironmentValues()
            env.colorScheme = scheme
            try await TestSupport.checkGolden(RenderRequest(AddressCard(), width: 390, environment: env, background: Color(.systemBackground)),
                                              suite: "RowScene", ImageName(base: "qr-address-card", appearance: scheme.rawValue, scale: 3))
        }
    }
}
