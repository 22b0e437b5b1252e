import CryptoKit
import Foundation
import Testing

/// `import CryptoKit` compiles and computes CryptoKit's bytes (swift-crypto's implementation).
@Suite struct CryptoKitTests {
    func hex<D: Sequence>(_ digest: D) -> String where D.Element == UInt8 { digest.map { String(format: "%02x", $0) }.joined() }
    @Test func hashesAsCryptoKitComputesThem() {
        // RFC 1321's and FIPS 180-2's test vectors for "abc".
        #expect(hex(Insecure.MD5.hash(data: Data("abc".utf8))) == "900150983cd24fb0d6963f7d28e17f72")
        #expect(hex(SHA256.hash(data: Data("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let key = SymmetricKey(data: Data("key".utf8))
        let mac = HMAC<SHA256>.authenticationCode(for: Data("The quick brown fox jumps over the lazy dog".utf8), using: key)
        #expect(hex(mac) == "f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8")
    }
}
