// Stand-in for vault-ios's VaultiOSShared module. Its one view the tiles use, OTPCodeTextView,
// is among the case's own files and compiles beside them; nothing else is needed.
public enum VaultiOSSharedStandIn {}
