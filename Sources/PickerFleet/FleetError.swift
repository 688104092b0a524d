/// A reason the bridge cannot start (a key, a file), said in one line that names it.
public struct FleetError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
