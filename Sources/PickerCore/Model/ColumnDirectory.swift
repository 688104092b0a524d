/// Every column of a config in the order the model numbers them (across sections), with its id
/// and where the config lists it. It is the one place that gives a column without an `id` its
/// default (`c` and its index) and that orders a date section's columns by `date.order`; the
/// model, the socket's edits and the data-source document all take ids and order from here.
package struct ColumnDirectory: Equatable, Sendable {
    package struct Entry: Equatable, Sendable {
        package var id: String
        package var section: Int
        package var source: Source
        /// Where the config says it, for errors: `columns[1]`, `sections[1].columns[0]`, `sections[0].date`.
        package var keyPath: String
    }

    /// Where a column's rows come from.
    package enum Source: Equatable, Sendable {
        /// The `index`th entry of its section's `columns`.
        case listed(index: Int)
        /// A date section's column, whose rows follow the calendar.
        case date(DatePart)
    }

    package enum DatePart: String, Equatable, Sendable {
        case year, month, day
    }

    package let entries: [Entry]

    package init(config: PickerConfig) {
        var entries: [Entry] = []
        for (sectionIndex, section) in config.sections.enumerated() {
            switch section.content {
            case .columns(let columns):
                for (index, column) in columns.enumerated() {
                    entries.append(Entry(
                        id: column.id ?? ColumnDirectory.defaultID(forColumnAt: entries.count),
                        section: sectionIndex, source: .listed(index: index), keyPath: config.columnKey(section: sectionIndex, column: index)))
                }
            case .date(let date):
                for part in ColumnDirectory.dateParts(in: date.order) {
                    entries.append(Entry(id: part.rawValue, section: sectionIndex, source: .date(part), keyPath: "sections[\(sectionIndex)].date"))
                }
            }
        }
        self.entries = entries
    }

    /// The id of a column that names none, `index` counting columns across sections.
    package static func defaultID(forColumnAt index: Int) -> String { "c\(index)" }

    /// A date section's columns, left to right.
    package static func dateParts(in order: DateConfig.Order) -> [DatePart] {
        switch order {
        case .ymd: [.year, .month, .day]
        case .dmy: [.day, .month, .year]
        case .mdy: [.month, .day, .year]
        }
    }

    package var ids: [String] { entries.map(\.id) }

    /// The column with this id.
    package func index(ofID id: String) -> Int? {
        entries.firstIndex { $0.id == id }
    }

    /// The column with this id, or whose index this text spells (a saved state's or the command line's name).
    package func index(named name: String) -> Int? {
        if let index = index(ofID: name) { return index }
        if let index = Int(name), entries.indices.contains(index) { return index }
        return nil
    }
}
