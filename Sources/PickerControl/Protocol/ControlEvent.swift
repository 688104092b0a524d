import PickerCore

/// The events a client can subscribe to.
public enum ControlEventKind: String, Sendable, CaseIterable {
    /// A column settled on a new row.
    case selectionChanged = "selection_changed"
    /// The row in the selection band changed while moving (before it settles).
    case highlightChanged = "highlight_changed"
    /// A row was tapped.
    case tapped
    /// The selection was confirmed.
    case confirmed
}

/// One event for subscribers, sent as `{"event": "<kind>", <fields>...}`.
public struct ControlEvent: Equatable, Sendable {
    public var kind: ControlEventKind
    /// The event's data, e.g. `column`, `row`, `value`; written after `event`.
    public var fields: JSONObject

    public init(_ kind: ControlEventKind, _ fields: JSONObject) {
        self.kind = kind
        self.fields = fields
    }
}
