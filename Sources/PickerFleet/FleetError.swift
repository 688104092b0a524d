/// A reason the bridge cannot start (a key, a file), said in one line that names it.
package struct FleetError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}
