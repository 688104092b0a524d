/// A trace that cannot be replayed: the line (1-based) and what is wrong with it.
package struct TraceError: Error, Equatable, Sendable, CustomStringConvertible {
    package var line: Int
    package var message: String

    package init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    package var description: String { "line \(line): \(message)" }
}
