import PickerCore

/// Asks a data source everything once and writes the answers as a config
/// document, so a picker described by calls is validated and drawn exactly
/// like one described by a file.
enum DataSourceDocument {
    /// The document, and what was wrong with columns it could not read (no rows, too many, a bad
    /// identifier): each such column stands in as one row, so that the rest is read and checked too,
    /// and every mistake is named at once (trial 32 fixed a data source one kind of mistake at a time).
    static func document(_ dataSource: any PickerDataSource, style: PickerStyle) throws(PickerError) -> (document: JSONObject, problems: [String]) {
        var document = JSONObject(style.documentEntries)
        let sectionCount = try sectionCount(dataSource)
        var problems: [String] = []
        let sectionWidths = widths(dataSource.widthFractionsForSections(), "widthFractionsForSections()", key: "sections",
                                   for: sectionCount, "section", problems: &problems)
        // Every count first: a list that cannot fit is refused before any row is read.
        let columnCounts = try (0..<sectionCount).map { section throws(PickerError) in try columnCount(dataSource, inSection: section) }
        let most = PickerConfig.mostColumns
        let columnTotal = columnCounts.reduce(0, +)
        guard columnTotal <= most.count else {
            throw PickerError(.badInput, "data source: sections: \(columnTotal.counted(most.what)) in \(sectionCount.counted("section")); "
                              + "at most \(most.count) \(most.why)")
        }
        var sections: [JSONValue] = []
        var columnIndex = 0
        for section in 0..<sectionCount {
            var sectionEntry: JSONObject
            if let date = dataSource.dateSection(section) {
                sectionEntry = JSONObject([("date", .object(try dateEntry(date, section: section)))])
                columnIndex += dateColumnCount
            } else if let time = dataSource.timeSection(section) {
                var entry = time.entry
                if let problem = time.selectedProblem(section: section) {
                    problems.append(problem)
                    entry["selected"] = nil
                }
                sectionEntry = JSONObject([("time", .object(entry))])
                columnIndex += time.columnCount
            } else {
                let columnCount = columnCounts[section]
                let columnWidths = widths(dataSource.widthFractions(forColumnsInSection: section),
                                          "widthFractions(forColumnsInSection: \(section))", key: "sections[\(section)]",
                                          for: columnCount, "column", problems: &problems)
                var columns: [JSONValue] = []
                for column in 0..<columnCount {
                    do throws(PickerError) {
                        columns.append(.object(try columnEntry(dataSource, column: column, section: section, index: columnIndex,
                                                               widths: columnWidths, problems: &problems)))
                    } catch {
                        problems.append(error.message)
                        columns.append(.object(standIn(index: columnIndex, widths: columnWidths, column: column)))
                    }
                    columnIndex += 1
                }
                sectionEntry = JSONObject([("columns", .array(columns))])
            }
            if let sectionWidths, section < sectionWidths.count { sectionEntry["width"] = number(sectionWidths[section]) }
            sections.append(.object(sectionEntry))
        }
        document["sections"] = .array(sections)
        return (document, problems)
    }

    /// A column that could not be read, as one plain row, in its place and share.
    private static func standIn(index: Int, widths: [Double]?, column: Int) -> JSONObject {
        var entry = JSONObject([("items", .array([.string("?")])), ("id", .string(ColumnDirectory.defaultID(forColumnAt: index)))])
        if let widths, column < widths.count { entry["width"] = number(widths[column]) }
        return entry
    }

    /// For a message about a section's `key` (`sections[1].date.to: …`), the section's index and
    /// what follows the key (`.to: …`); nil for another message.
    static func sectionKey(_ key: String, in message: String) -> (section: Substring, rest: Substring)? {
        guard message.hasPrefix("sections["), let close = message.firstIndex(of: "]") else { return nil }
        let section = message[message.index(message.startIndex, offsetBy: 9)..<close]
        let rest = message[message.index(after: close)...]
        guard rest.hasPrefix("." + key) else { return nil }
        return (section, rest.dropFirst(key.count + 1))
    }

    /// A date section's year, month and day columns.
    static let dateColumnCount = 3

    /// The data source's sections.
    static func sectionCount(_ dataSource: any PickerDataSource) throws(PickerError) -> Int {
        try checked(dataSource.numberOfSections(), "numberOfSections()", key: "sections", limit: PickerConfig.mostSections)
    }

    /// The columns of `section`: its own, a date section's three, or a time section's.
    static func columnCount(_ dataSource: any PickerDataSource, inSection section: Int) throws(PickerError) -> Int {
        guard dataSource.dateSection(section) == nil else { return dateColumnCount }
        if let time = dataSource.timeSection(section) { return time.columnCount }
        return try checked(dataSource.numberOfColumns(inSection: section), "numberOfColumns(inSection: \(section))",
                           key: "sections[\(section)]", limit: PickerConfig.mostColumns)
    }

    /// The rows of a column, refused before any row is read when there are more than a config's
    /// `items` may list: reading 3,000,000 rows took minutes, and Int.max could not be allocated.
    static func rowCount(_ dataSource: any PickerDataSource, column: Int, section: Int) throws(PickerError) -> Int {
        let key = "sections[\(section)].columns[\(column)]", method = "numberOfRows(inColumn: \(column), section: \(section))"
        let count = dataSource.numberOfRows(inColumn: column, section: section)
        if count < 1 { throw tooFew(count, method, key: key, counting: "rows") }
        // The count the data source answered, in its words (trial 42 was told of a config's "items").
        guard count <= RangeConfig.maximumRows else {
            throw PickerError(.badInput, "data source: \(key): \(method) returned \(count); at most \(RangeConfig.maximumRows) rows are allowed")
        }
        return count
    }

    /// A count of sections or columns the data source answered, refused when it is no count at all,
    /// zero or more than `limit`, before anything is read.
    private static func checked(_ count: Int, _ method: String, key: String,
                                limit: (count: Int, what: String, why: String)) throws(PickerError) -> Int {
        if count < 1 { throw tooFew(count, method, key: key, counting: limit.what + "s") }
        guard count <= limit.count else {
            throw PickerError(.badInput, "data source: \(key): \(method) returned \(count); at most \(limit.count) \(limit.what)s \(limit.why)")
        }
        return count
    }

    /// A count below one, named by the method that answered it: the config's rule for an empty list
    /// (`sections[0].columns[0].items: expected at least one item`) named a key the program never wrote.
    private static func tooFew(_ count: Int, _ method: String, key: String, counting what: String) -> PickerError {
        PickerError(.badInput, "data source: \(key): \(method) returned \(count); expected 1 or more \(what)")
    }

    /// Width fractions the data source answered, refused, naming the method, when there is not one
    /// for each of `count` sections or columns, when one is no fraction of the whole, or when they do
    /// not make the whole: the config's own rules would name keys the program never wrote.
    private static func widths(_ fractions: [Double]?, _ method: String, key: String, for count: Int,
                               _ what: String, problems: inout [String]) -> [Double]? {
        // Refused widths are named with the rest of the source's mistakes; the shares are equal meanwhile.
        do throws(PickerError) {
            return try checkedWidths(fractions, method, key: key, for: count, what)
        } catch {
            problems.append(error.message)
            return nil
        }
    }

    private static func checkedWidths(_ fractions: [Double]?, _ method: String, key: String, for count: Int,
                                      _ what: String) throws(PickerError) -> [Double]? {
        guard let fractions else { return nil }
        let answered = "data source: \(key): \(method) returned"
        guard fractions.count == count else {
            throw PickerError(.badInput, "\(answered) \(fractions.count.counted("width")) for \(count.counted(what)); expected one for each")
        }
        if let index = fractions.firstIndex(where: { !($0 > 0 && $0 <= 1) }) {
            throw PickerError(.badInput, "\(answered) \(fractions[index]) for \(what) \(index); expected a number above 0 and at most 1")
        }
        let sum = fractions.reduce(0, +)
        // The config's tolerance: widths are fractions of pixels, and thirds never add up to 1 exactly.
        guard abs(sum - 1) <= 0.001 else {
            // To a millionth, as a config's widths are read: 0.6 + 0.3 is 0.8999999999999999 in binary.
            throw PickerError(.badInput, "\(answered) widths that add up to \((sum * 1e6).rounded() / 1e6); expected 1")
        }
        return fractions
    }

    /// A date section as the config writes it.
    static func dateEntry(_ date: PickerDateSection, section: Int) throws(PickerError) -> JSONObject {
        var entry = JSONObject([("months", .string(date.months.rawValue)), ("order", .string(date.order.rawValue))])
        // A limit to the day sets the years that are left at their defaults, as in a config.
        let defaults = PickerDateSection()
        if date.minimumDate == nil || date.fromYear != defaults.fromYear { entry["from"] = .int(date.fromYear) }
        if date.maximumDate == nil || date.toYear != defaults.toYear { entry["to"] = .int(date.toYear) }
        for (key, property, day) in [("selected", "selected", date.selected), ("min", "minimumDate", date.minimumDate), ("max", "maximumDate", date.maximumDate)] {
            guard let day else { continue }
            // Fields no "YYYY-MM-DD" can spell are named as given; the config's own rule names the rest
            // (30 February) in the calendar's words.
            guard (0...9999).contains(day.year), (0...99).contains(day.month), (0...99).contains(day.day) else {
                throw PickerError(.badInput, "data source: dateSection(\(section)).\(property): PickerDate(year: \(day.year), month: "
                                  + "\(day.month), day: \(day.day)) is no date: expected a year from 1 to 9999, a month from 1 to 12 "
                                  + "and a day from 1 to 31")
            }
            entry[key] = .string(day.description)
        }
        if let language = date.monthNamesLanguage, date.monthNames == MonthNames.names(forLanguage: language) {
            entry["month_names"] = .string(language)
        } else if let names = date.monthNames {
            entry["month_names"] = .array(names.map { .string($0) })
        }
        let labels = [("year", date.yearLabel), ("month", date.monthLabel), ("day", date.dayLabel)].compactMap { key, label in
            label.map { (key, JSONValue.string($0)) }
        }
        if !labels.isEmpty { entry["labels"] = .object(JSONObject(labels)) }
        if let widths = date.columnWidths {
            (entry["year_width"], entry["month_width"], entry["day_width"]) = (number(widths.year), number(widths.month), number(widths.day))
        }
        return entry
    }

    /// One column as the config writes it; `index` counts columns across sections (for the default id).
    /// An identifier it cannot take is one of `problems`, and the column keeps the default id, so
    /// that its rows are checked too (trial 37: the rows' mistakes came after the id was mended).
    static func columnEntry(_ dataSource: any PickerDataSource, column: Int, section: Int, index: Int,
                            widths: [Double]?, problems: inout [String]) throws(PickerError) -> JSONObject {
        var entry = JSONObject([("items", .array(try items(dataSource, column: column, section: section)))])
        var id = dataSource.identifier(forColumn: column, section: section)
        if let given = id, let problem = ColumnConfig.idProblem(given) {
            problems.append("data source: identifier(forColumn: \(column), section: \(section)): \(problem)")
            id = nil
        }
        entry["id"] = .string(id ?? ColumnDirectory.defaultID(forColumnAt: index))
        if dataSource.isColumnInfinite(column, section: section) { entry["infinite"] = .bool(true) }
        if let alignment = dataSource.alignment(forColumn: column, section: section) { entry["align"] = .string(alignment.rawValue) }
        if let label = dataSource.label(forColumn: column, section: section) { entry["label"] = .string(label) }
        if let language = dataSource.language(forColumn: column, section: section) { entry["lang"] = .string(language) }
        if let widths, column < widths.count { entry["width"] = number(widths[column]) }
        return entry
    }

    /// `message` with a leading column key the data source answered (`sections[0].columns[1].lang: ...`)
    /// named by its method (`language(forColumn: 1, section: 0): ...`); nil for any other.
    static func renamingColumnKey(in message: String) -> String? {
        var rest = Substring(message)
        guard let section = rest.takeIndex(after: "sections["), let column = rest.takeIndex(after: ".columns[") else { return nil }
        // Trial 49 was sent to `columns[0].id` for an empty identifier.
        for (key, method) in [(".label:", "label"), (".lang:", "language"), (".id:", "identifier")] where rest.hasPrefix(key) {
            return "\(method)(forColumn: \(column), section: \(section))" + renamingOtherColumn(in: String(rest.dropFirst(key.count - 1)))
        }
        return nil
    }

    /// `: "c3" is the id of sections[1].columns[0] too; …` as `: "c3" is the id of column 0 in
    /// section 1 too; …`: the other column of a shared id as the data source counts it.
    private static func renamingOtherColumn(in tail: String) -> String {
        let pieces = tail.parts(separatedBy: " is the id of ")
        var other = Substring(pieces.last ?? "")
        guard pieces.count == 2, let section = other.takeIndex(after: "sections["), let column = other.takeIndex(after: ".columns[") else { return tail }
        return pieces[0] + " is the id of column \(column) in section \(section)" + other
    }

    /// One column's rows as config items.
    static func items(_ dataSource: any PickerDataSource, column: Int, section: Int) throws(PickerError) -> [JSONValue] {
        (0..<(try rowCount(dataSource, column: column, section: section))).map { row in
            let content = dataSource.content(forRow: row, column: column, section: section)
            var item = JSONObject()
            // A row with neither a title nor an image is refused by the config's own rule, in its words.
            if let title = content.title { item["text"] = .string(title) }
            if let image = content.leadingImagePath { item["image"] = .string(image) }
            if let detail = content.detail {
                item["detail"] = .string(detail)
                item["detail_position"] = .string(content.detailPosition.rawValue)
            }
            if let text = content.trailingText { item["trailing_text"] = .string(text) }
            if let image = content.trailingImagePath { item["trailing_image"] = .string(image) }
            if let speech = content.speech { item["speech"] = .string(speech) }
            if let language = content.language { item["lang"] = .string(language) }
            if let value = dataSource.value(forRow: row, column: column, section: section) { item["value"] = .string(value) }
            if !dataSource.isRowEnabled(row, column: column, section: section) { item["disabled"] = .bool(true) }
            if let color = content.textColor { item["color"] = .string("\(color)") }
            if let color = content.highlightedTextColor { item["highlight_color"] = .string("\(color)") }
            if let color = content.detailColor { item["detail_color"] = .string("\(color)") }
            if let color = content.highlightedDetailColor { item["detail_highlight_color"] = .string("\(color)") }
            for (key, fonts) in [("font", content.fontPaths), ("highlight_font", content.highlightedFontPaths),
                                 ("detail_font", content.detailFontPaths), ("detail_highlight_font", content.highlightedDetailFontPaths)] {
                if let fonts { item[key] = .array(fonts.map { .string($0) }) }
            }
            for (key, size) in [("font_size", content.fontSize), ("highlight_font_size", content.highlightedFontSize),
                                ("detail_font_size", content.detailFontSize), ("detail_highlight_font_size", content.highlightedDetailFontSize)] {
                if let size { item[key] = .int(size) }
            }
            return .object(item)
        }
    }

    /// A number as the config writes it; NaN and the infinities keep their names, which the validator
    /// refuses as no number (`expected a number, got nan`).
    static func number(_ value: Double) -> JSONValue {
        .number(JSONNumber(value))
    }
}
