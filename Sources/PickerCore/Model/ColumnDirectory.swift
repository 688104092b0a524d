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

        /// The column's own `id` says it; a date section's ids (year, month, day) are the section's.
        package var isOwnID: Bool {
            if case .date = source { false } else { true }
        }
    }

    /// Where a column's rows come from.
    package enum Source: Equatable, Sendable {
        /// The `index`th entry of its section's `columns`.
        case listed(index: Int)
        /// A date section's column, whose rows follow the calendar.
        case date(DatePart)
    }

    package enum DatePart: String, Equatable, Sendable, CaseIterable {
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

    /// The second column to use an id: `"a" is the id of columns[0] too`, at the later one's `id` (a
    /// date's or time's own ids are the section's, which is what to change).
    package static func sharedID(_ id: String, at keyPath: String, ownID: Bool, firstAt firstKeyPath: String) -> ConfigError {
        guard !ownID else { return ConfigError(path: "\(keyPath).id", message: "\"\(id)\" is the id of \(firstKeyPath) too; each column needs its own") }
        let kind = keyPath.hasSuffix(".time") ? "time" : "date"
        let columns = kind == "time" ? "\"hour\", \"minute\" (and \"period\")" : "\"year\", \"month\" and \"day\""
        // Trial 60 was told to give a date's columns ids of their own, which no key gives.
        guard !firstKeyPath.hasSuffix(".\(kind)") else {
            return ConfigError(path: keyPath, message: "a picker shows one \(kind) section, whose columns are \(columns), and \(firstKeyPath) is one; show this \(kind) in a picker of its own beside it")
        }
        return ConfigError(path: keyPath, message: "\"\(id)\" is the id of \(firstKeyPath) too, and a \(kind) section's columns are \(columns); give \(firstKeyPath) another id")
    }

    /// The ids a document's `columns` or `sections` give their columns themselves (`id`, a date's,
    /// a time's), where it says them plainly, each with where it is said; for naming a shared id
    /// beside other mistakes, before the columns read cleanly.
    package static func spokenIDs(columns: JSONValue?, sections: JSONValue?) -> [(id: String, keyPath: String, ownID: Bool)] {
        func listed(_ value: JSONValue?, under path: String) -> [(id: String, keyPath: String, ownID: Bool)] {
            guard case .array(let columns)? = value else { return [] }
            return columns.indices.compactMap { index in
                guard case .object(let column) = columns[index], case .string(let id)? = column["id"] else { return nil }
                return (id, "\(path)[\(index)]", true)
            }
        }
        if columns != nil { return listed(columns, under: "columns") }
        guard case .array(let list)? = sections else { return [] }
        return list.indices.flatMap { index -> [(id: String, keyPath: String, ownID: Bool)] in
            guard case .object(let section) = list[index] else { return [] }
            if section["date"] != nil { return DatePart.allCases.map { ($0.rawValue, "sections[\(index)].date", false) } }
            if case .object(let time)? = section["time"] {
                // A 24-hour clock, the default, has no period column.
                let hours = if case .number(let number)? = time["hours"] { number.int ?? 24 } else { 24 }
                return TimeConfig.columnIDs(hours: hours).map { ($0, "sections[\(index)].time", false) }
            }
            return listed(section["columns"], under: "sections[\(index)].columns")
        }
    }

    /// Every id said a second time, as `sharedID` names it.
    package static func sharedIDs(in ids: [(id: String, keyPath: String, ownID: Bool)]) -> [ConfigError] {
        var first: [String: String] = [:]
        // A second date section shares all three of its ids: it is named once.
        var sectionsNamed: Set<String> = []
        return ids.compactMap { entry in
            if let firstKeyPath = first[entry.id] {
                guard entry.ownID || sectionsNamed.insert(entry.keyPath).inserted else { return nil }
                return sharedID(entry.id, at: entry.keyPath, ownID: entry.ownID, firstAt: firstKeyPath)
            }
            first[entry.id] = entry.keyPath
            return nil
        }
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
