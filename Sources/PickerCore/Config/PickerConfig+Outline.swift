extension PickerConfig {
    /// The config without what its columns list (rows, disabled rows, initial selections):
    /// two configs with the same outline show the same columns the same way, so one can
    /// replace the other by giving columns new rows, with no motion interrupted.
    package var outline: PickerConfig {
        var outline = self
        for index in outline.sections.indices {
            guard case .columns(let columns) = outline.sections[index].content else { continue }
            outline.sections[index].content = .columns(columns.map { column in
                var bare = column
                bare.content = .items([])
                bare.disabledRows = []
                bare.selected = nil
                return bare
            })
        }
        return outline
    }
}
