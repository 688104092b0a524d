/// What the panel's own hardware is told: rows passing the band, and which of them click.
package enum FeedbackEvent: Hashable, Sendable {
    /// `rows` rows crossed a column's band at once (more than one when a finger or a
    /// programmatic select jumps); `row` is the model row the band shows now.
    case rowPassed(column: Int, row: Int, rows: Int)
    /// A buzzer or haptic motor should click now.
    case click

    /// The event's name in JSON output.
    package var name: String {
        switch self {
        case .rowPassed: "row_passed"
        case .click: "click"
        }
    }
}

package typealias TimedFeedbackEvent = Timed<FeedbackEvent>
