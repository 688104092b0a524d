import PickerCore

/// How `set_items`, `set_columns` and `set_theme` change the config document
/// the kiosk keeps. The edited document is only a candidate: the kiosk runs it
/// through `PickerConfig.decode` and `PickerModel` and switches only when both
/// accept it, so a bad edit changes nothing (`invalid_config` with the key path).
public enum ConfigEdit {
    /// The change `command` makes to the config document: `set_items`, `set_columns`,
    /// `set_theme` and `load_config` edit it, the other commands leave it as it is.
    /// `selectedValue` is the running picker's selected value in a column, which
    /// `set_items` keeps when the new items still have it.
    public static func edit(
        for command: PickerCommand, selectedValue: (ColumnReference) -> String?
    ) -> (JSONObject) throws(ControlError) -> JSONObject {
        switch command {
        case .setItems(let column, let items):
            let kept = selectedValue(column)
            return { document throws(ControlError) in try settingItems(items, column: column, keepingValue: kept, in: document) }
        case .setColumns(let section, let columns):
            return { document throws(ControlError) in try settingColumns(columns, section: section, in: document) }
        case .setTheme(let theme):
            return { document in settingTheme(theme, in: document) }
        case .loadConfig(let document):
            return { _ in document }
        case .getState, .getSelection, .select, .confirm, .screenshot, .calibrate, .power, .speech:
            return { document in document }
        }
    }

    /// Replaces a column's rows with `items`. The column keeps its id, width,
    /// alignment and looping; its selection moves to `currentValue` when one of
    /// the new items has that value (else the first row), and its disabled rows,
    /// which named the old rows, are dropped.
    public static func settingItems(
        _ items: [JSONValue], column: ColumnReference, keepingValue currentValue: String?, in document: JSONObject
    ) throws(ControlError) -> JSONObject {
        let slot = try locate(column, in: document)
        guard let position = slot.position else {
            throw ControlError(.invalidValue, "\(column) belongs to a date section; its rows follow the calendar")
        }
        var edited = document
        edit(&edited, section: position.section, sectionless: position.sectionless) { columns in
            guard case .object(var object) = columns[position.index] else { return }
            for key in ["range", "items", "selected", "disabled"] { object[key] = nil }
            object["items"] = .array(items)
            if let currentValue, items.contains(where: { value(of: $0) == currentValue }) {
                object["selected"] = .string(currentValue)
            }
            columns[position.index] = .object(object)
        }
        return edited
    }

    /// Replaces the columns of section `section` (a date section becomes a section of these columns).
    public static func settingColumns(_ columns: [JSONValue], section: Int, in document: JSONObject) throws(ControlError) -> JSONObject {
        var edited = document
        if case .array? = document["columns"] {
            guard section == 0 else { throw ControlError(.notFound, "section \(section) does not exist (the picker has 1)") }
            edited["columns"] = .array(columns)
            return edited
        }
        guard case .array(var sections)? = document["sections"], case .object(var object)? = sections.indices.contains(section) ? sections[section] : nil else {
            throw ControlError(.notFound, "section \(section) does not exist (the picker has \(sectionCount(document)))")
        }
        object["date"] = nil
        object["columns"] = .array(columns)
        sections[section] = .object(object)
        edited["sections"] = .array(sections)
        return edited
    }

    /// Sets the theme keys in `changes`; a key set to null returns to its default.
    public static func settingTheme(_ changes: JSONObject, in document: JSONObject) -> JSONObject {
        var theme = if case .object(let existing)? = document["theme"] { existing } else { JSONObject() }
        for (key, value) in changes.entries {
            theme[key] = value == .null ? nil : value
        }
        var edited = document
        edited["theme"] = theme.isEmpty ? nil : .object(theme)
        return edited
    }

    /// The value a row reports: an item's `value`, else its `text`.
    static func value(of item: JSONValue) -> String? {
        switch item {
        case .string(let text): text
        case .object(let object):
            if case .string(let value)? = object["value"] { value } else if case .string(let text)? = object["text"] { text } else { nil }
        default: nil
        }
    }

    // MARK: Finding columns

    /// Where a column sits: its section, its index in that section's `columns`,
    /// and whether the document lists `columns` at the top; nil position for date columns.
    struct Slot {
        var id: String
        var position: (section: Int, index: Int, sectionless: Bool)?
    }

    /// Every column in order, numbered across sections as the model numbers them.
    static func slots(in document: JSONObject) -> [Slot] {
        func ids(_ columns: [JSONValue], section: Int, sectionless: Bool, first: Int) -> [Slot] {
            columns.enumerated().map { offset, column in
                var id = "c\(first + offset)"
                if case .object(let object) = column, case .string(let given)? = object["id"] { id = given }
                return Slot(id: id, position: (section, offset, sectionless))
            }
        }
        if case .array(let columns)? = document["columns"] {
            return ids(columns, section: 0, sectionless: true, first: 0)
        }
        guard case .array(let sections)? = document["sections"] else { return [] }
        var slots: [Slot] = []
        for (index, section) in sections.enumerated() {
            guard case .object(let object) = section else { continue }
            if case .array(let columns)? = object["columns"] {
                slots += ids(columns, section: index, sectionless: false, first: slots.count)
            } else if object["date"] != nil {
                slots += ["year", "month", "day"].map { Slot(id: $0, position: nil) }
            }
        }
        return slots
    }

    static func locate(_ column: ColumnReference, in document: JSONObject) throws(ControlError) -> Slot {
        let slots = slots(in: document)
        let found: Slot? = switch column {
        case .index(let index): slots.indices.contains(index) ? slots[index] : nil
        case .id(let id): slots.first { $0.id == id }
        }
        guard let found else {
            throw ControlError(.notFound, "\(column) does not exist (columns: \(slots.map(\.id).joined(separator: ", ")))")
        }
        return found
    }

    private static func edit(_ document: inout JSONObject, section: Int, sectionless: Bool, _ change: (inout [JSONValue]) -> Void) {
        if sectionless, case .array(var columns)? = document["columns"] {
            change(&columns)
            document["columns"] = .array(columns)
        } else if case .array(var sections)? = document["sections"], case .object(var object) = sections[section],
                  case .array(var columns)? = object["columns"] {
            change(&columns)
            object["columns"] = .array(columns)
            sections[section] = .object(object)
            document["sections"] = .array(sections)
        }
    }

    private static func sectionCount(_ document: JSONObject) -> Int {
        if case .array(let sections)? = document["sections"] { return sections.count }
        return 1
    }
}
