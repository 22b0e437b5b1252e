// Stand-in for surfstudio's SurfCore package as vsurf-demo's Library uses it: the closure alias.
public typealias EmptyClosure = () -> Void
