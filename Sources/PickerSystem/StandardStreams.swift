/// Writes to the standard streams through `write(2)`, so no C `FILE*` global
/// (which Swift 6 rightly calls shared mutable state) is touched.
package enum StandardStreams {
    package static let output = FileDescriptor(rawValue: 1)
    package static let error = FileDescriptor(rawValue: 2)

    /// Writes `text` and a newline to standard error; a closed stderr is not an error worth dying for.
    package static func printError(_ text: String) {
        try? error.writeAll(Array((text + "\n").utf8))
    }

    /// Writes `text` and a newline to standard output.
    package static func printOutput(_ text: String) throws {
        try output.writeAll(Array((text + "\n").utf8), subject: "standard output")
    }
}
