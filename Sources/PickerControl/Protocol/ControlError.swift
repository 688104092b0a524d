import PickerCore

/// A request that failed: a stable machine-readable `code` and a message
/// that names what was wrong, for the person at the other end of the socket.
package struct ControlError: Error, Equatable, Sendable, CustomStringConvertible {
    package var code: Code
    package var message: String

    package init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    package var description: String { "\(code.rawValue): \(message)" }

    /// The error codes of protocol version 1. Clients match on these; never rename one.
    package enum Code: String, Sendable, CaseIterable {
        // The line itself.
        /// The line is not UTF-8 text (binary garbage, a NUL byte).
        case notText = "not_text"
        /// The line is not JSON; the message has the column.
        case invalidJSON = "invalid_json"
        /// The line passed the length limit; the rest of it was discarded.
        case lineTooLong = "line_too_long"
        /// The connection ended in the middle of a line.
        case incompleteLine = "incomplete_line"
        // The request's shape.
        /// The JSON is not a request object, or its `id` is not a string or number.
        case invalidRequest = "invalid_request"
        case unknownCommand = "unknown_command"
        case missingField = "missing_field"
        case unknownField = "unknown_field"
        case wrongType = "wrong_type"
        /// The type is right but the value is not allowed (a negative row, an unknown event name).
        case invalidValue = "invalid_value"
        // Carrying it out (the kiosk's answers).
        /// A column, row or value that the picker does not have.
        case notFound = "not_found"
        /// A config, columns, items or theme that fails validation; nothing was changed.
        case invalidConfig = "invalid_config"
        /// The request was valid but could not be done now (a screenshot with no frame yet, a write that failed).
        case failed = "failed"
        // The connection (sent just before the server closes it).
        case tooManyClients = "too_many_clients"
        case permissionDenied = "permission_denied"
        /// The client finished no line for `control.idle_timeout_s` (a subscriber: left half a line that long).
        case idleTimeout = "idle_timeout"
    }
}

/// What the kiosk answers a command with: a result value, or an error.
package typealias ControlResult = Result<JSONValue, ControlError>
