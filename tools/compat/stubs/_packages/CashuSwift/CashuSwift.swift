import Foundation
// Stub of the CashuSwift package (zeugmaster/CashuSwift): the verification results corpus rows
// read. Test double; nothing is verified.

public enum CashuSwift {
    public enum Crypto {
        /// Result of a DLEQ verification (Crypto.swift).
        public enum DLEQVerificationResult: Sendable, Codable {
            case valid
            case fail
            case noData
        }
    }

    public struct Token {
        public init() {}
    }
}

extension CashuSwift.Token {
    /// Result of checking locked proofs (Token+Lock.swift).
    public enum LockVerificationResult {
        case match, mismatch, partial, notLocked, noKey
    }
}
