extension PickerModel {
    /// The ids of `columns`: what a reload that makes the picker afresh finds them by again.
    package func ids(ofColumns columns: some Sequence<Int>) -> Set<String> {
        Set(columns.map { self.columns[$0].id })
    }

    /// The columns whose id is among `ids`.
    package func columns(withIDs ids: Set<String>) -> Set<Int> {
        Set(columns.indices.filter { ids.contains(columns[$0].id) })
    }
}
