// `import CryptoKit` on Linux: swift-crypto's `Crypto` module, which declares CryptoKit's API
// (SHA-2 hashes, `Insecure.MD5`/`SHA1`, HMAC, `SymmetricKey`, AES-GCM, ChaChaPoly, Curve25519,
// P-256 …) and computes the same bytes. A row that hashes an e-mail for its avatar URL or
// fingerprints a value compiles and runs as on iOS.
@_exported import Crypto
