// `import LocalAuthentication`: biometric checks as rows make them. A render has no Face ID or
// Touch ID: policies cannot be evaluated, and an evaluation fails as unavailable.
@_exported import Foundation

public enum LAPolicy: Int, Sendable { case deviceOwnerAuthenticationWithBiometrics = 1, deviceOwnerAuthentication = 2 }
public enum LABiometryType: Int, Sendable { case none, touchID, faceID, opticID }
/// Why an evaluation failed.
public struct LAError: Error, Sendable, Equatable {
    public enum Code: Int, Sendable {
        case authenticationFailed = -1, userCancel = -2, userFallback = -3, systemCancel = -4, passcodeNotSet = -5
        case biometryNotAvailable = -6, biometryNotEnrolled = -7, biometryLockout = -8, appCancel = -9, invalidContext = -10
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let biometryNotAvailable = Code.biometryNotAvailable, userCancel = Code.userCancel, biometryNotEnrolled = Code.biometryNotEnrolled
    public static let authenticationFailed = Code.authenticationFailed, passcodeNotSet = Code.passcodeNotSet, userFallback = Code.userFallback
}
/// An authentication context: nothing to evaluate with.
open class LAContext: @unchecked Sendable {
    public var localizedReason = "", localizedFallbackTitle: String?, localizedCancelTitle: String?
    public private(set) var biometryType: LABiometryType = .none
    public init() {}
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        error?.pointee = NSError(domain: "com.apple.LocalAuthentication", code: LAError.Code.biometryNotAvailable.rawValue)
        return false
    }
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, Error?) -> Void) {
        reply(false, LAError(.biometryNotAvailable))
    }
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool { throw LAError(.biometryNotAvailable) }
    open func invalidate() {}
}
