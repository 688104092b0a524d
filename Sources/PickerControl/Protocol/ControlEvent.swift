import PickerCore

/// The events a client can subscribe to.
package enum ControlEventKind: String, Sendable, CaseIterable {
    /// A column settled on a new row.
    case selectionChanged = "selection_changed"
    /// The row in the selection band changed while moving (before it settles).
    case highlightChanged = "highlight_changed"
    /// A row was tapped.
    case tapped
    /// A disabled row was tapped (the selection stays).
    case disabledRowTapped = "disabled_row_tapped"
    /// The selection was confirmed.
    case confirmed
    /// The picker was cancelled (Escape, when the config allows it).
    case cancelled
    /// A `calibrate` finished: the matrix for `input.calibration`.
    case calibrated
    /// A `calibrate` ended without a matrix (Escape, its timeout).
    case calibrationCancelled = "calibration_cancelled"
    /// The panel dimmed, went dark or woke: `{"event": "power_changed", "state": "awake"|"dimmed"|"off"}`.
    case powerChanged = "power_changed"
    /// The picker started saying something (speech on): `{"event": "speech_started", "text": "14"}`.
    case speechStarted = "speech_started"
    /// What the picker was saying ended: `{"event": "speech_ended", "finished": true}` when it was
    /// said to its end, `false` when it was cut off (input, a newer utterance, speech switched off).
    case speechEnded = "speech_ended"
}

/// One event for subscribers, sent as `{"event": "<kind>", <fields>...}`.
package struct ControlEvent: Equatable, Sendable {
    package var kind: ControlEventKind
    /// The event's data, e.g. `column`, `row`, `value`; written after `event`.
    package var fields: JSONObject

    package init(_ kind: ControlEventKind, _ fields: JSONObject) {
        self.kind = kind
        self.fields = fields
    }
}

extension ControlEvent {
    /// What subscribers see of a picker event: the column (index and id), row
    /// and value it is about, or for `confirmed` the whole selection as `run`
    /// reports it.
    package init(_ event: PickerEvent, model: PickerModel) {
        switch event {
        case .selectionChanged(let column, let row): self.init(.selectionChanged, ControlEvent.cell(column, row, model))
        case .highlightChanged(let column, let row): self.init(.highlightChanged, ControlEvent.cell(column, row, model))
        case .tapped(let column, let row): self.init(.tapped, ControlEvent.cell(column, row, model))
        case .disabledRowTapped(let column, let row): self.init(.disabledRowTapped, ControlEvent.cell(column, row, model))
        case .confirmed: self.init(.confirmed, JSONObject([("selection", model.selectionReport)]))
        case .cancelled: self.init(.cancelled, JSONObject())
        }
    }

    /// The same fields as an entry of `PickerModel.selectionReport`.
    private static func cell(_ column: Int, _ row: Int, _ model: PickerModel) -> JSONObject {
        guard model.columns.indices.contains(column),
              model.columns[column].isInfinite || (0..<model.columns[column].rowCount).contains(row)
        else { return JSONObject([("column", .int(column)), ("row", .int(row))]) }
        let pickerColumn = model.columns[column]
        return JSONObject([
            ("column", .int(column)), ("id", .string(pickerColumn.id)),
            ("row", .int(pickerColumn.wrap(row))), ("value", .string(pickerColumn.row(row).value)),
        ])
    }
}
