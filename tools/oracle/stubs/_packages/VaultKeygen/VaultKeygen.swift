// Stand-in for vault-ios's VaultKeygen module: the tile files import it for their previews
// only; the preview stand-ins live with the app's stubs (stubs/_apps/bradleymackey+vault-ios).
public enum VaultKeygenStandIn {}
