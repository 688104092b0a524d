extension PickerConfig {
    /// The config without what its columns list (rows, disabled rows, initial selections) and
    /// without the theme's colours, the rows' language or speech: two configs with the same
    /// outline show the same columns the same way, perhaps painted otherwise, so one can replace
    /// the other by giving columns new rows and the renderer new colours, with no motion interrupted.
    package var outline: PickerConfig {
        var outline = self
        outline.theme = theme.withoutColours
        // Speech neither sizes nor moves rows: a reload restarts it (a new `lang` brings a new voice
        // and sentences), motions going on.
        outline.speech = SpeechConfig()
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

extension PickerConfig {
    /// The ids of the date columns whose section's `selected` differs from the same section's in
    /// `previous`. A reload keeps what the user chose, but a date section's `selected` is the one
    /// selection a data source can say: a program that says another date wants it shown.
    package func dateColumnIDs(withSelectedChangedSince previous: PickerConfig) -> Set<String> {
        var ids: Set<String> = []
        for (section, old) in zip(sections, previous.sections) {
            guard case .date(let date) = section.content, case .date(let oldDate) = old.content, date.selected != oldDate.selected else { continue }
            ids.formUnion(ColumnDirectory.dateParts(in: date.order).map(\.rawValue))
        }
        return ids
    }
}
