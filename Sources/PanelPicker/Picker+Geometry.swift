import PickerCore

extension Picker {
    // MARK: Geometry

    /// Where column `column` is drawn: its slice of the rows' viewport, in the picker's own
    /// coordinates (those `send(.touch(…))` takes; add the rectangle's origin for a render
    /// target's buffer), for a host that draws headings over the columns or aims a tap (trial 54
    /// could only guess them). It changes with a reload and with large text; nil for a column
    /// the picker does not have.
    public func rect(ofColumn column: Int) -> PickerRect? {
        let frames = engine.layout.columnFrames
        return frames.indices.contains(column) ? PickerRect(frames[column]) : nil
    }

    /// The selection band across every column, in the picker's own coordinates: the row a
    /// column stops on is drawn there.
    public var bandRect: PickerRect { PickerRect(engine.layout.band) }
}
