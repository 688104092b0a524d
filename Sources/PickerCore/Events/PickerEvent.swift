/// What the picker reports to its users (stdout, socket subscribers, the kiosk loop).
/// Rows are model rows (wrapped on infinite columns); columns are model column indices.
package enum PickerEvent: Hashable, Sendable {
    /// A column came to rest on a row other than its selected one (once per change, never per frame).
    case selectionChanged(column: Int, row: Int)
    /// The row in a moving column's band changed.
    case highlightChanged(column: Int, row: Int)
    /// A visible row was tapped (also when it is already selected: the kiosk may confirm on it).
    case tapped(column: Int, row: Int)
    /// A visible disabled row was tapped: nothing moves to it, but a host may say why it is disabled.
    case disabledRowTapped(column: Int, row: Int)
    case confirmed
    case cancelled

    /// The event's name in JSON output: `selection_changed`, `highlight_changed`, ...
    package var name: String {
        switch self {
        case .selectionChanged: "selection_changed"
        case .highlightChanged: "highlight_changed"
        case .tapped: "tapped"
        case .disabledRowTapped: "disabled_row_tapped"
        case .confirmed: "confirmed"
        case .cancelled: "cancelled"
        }
    }

    /// The column and row the event is about, when it is about one.
    package var cell: (column: Int, row: Int)? {
        switch self {
        case .selectionChanged(let column, let row), .highlightChanged(let column, let row), .tapped(let column, let row),
             .disabledRowTapped(let column, let row):
            (column, row)
        case .confirmed, .cancelled:
            nil
        }
    }
}

/// An event and the time it happened, in the engine's microseconds.
package struct Timed<Event: Hashable & Sendable>: Hashable, Sendable {
    package var timeUs: Int64
    package var event: Event

    package init(timeUs: Int64, event: Event) {
        self.timeUs = timeUs
        self.event = event
    }
}

package typealias TimedPickerEvent = Timed<PickerEvent>
