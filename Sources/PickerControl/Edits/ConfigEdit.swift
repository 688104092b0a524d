import PickerCore

/// How `set_items`, `set_columns` and `set_theme` change the config document
/// the kiosk keeps. The edited document is only a candidate: the kiosk runs it
/// through `PickerConfig.decode` and `PickerModel` and switches only when both
/// accept it, so a bad edit changes nothing (`invalid_config` with the key path).
package enum ConfigEdit {
    /// The change `command` makes to the config document: `set_items`, `set_columns`,
    /// `set_theme` and `load_config` edit it, the other commands leave it as it is.
    /// `columns` are the running config's; `selectedValue` is the running picker's selected
    /// value in a column, which `set_items` keeps when the new items still have it.
    package static func edit(
        for command: PickerCommand, columns: ColumnDirectory, selectedValue: (Int) -> String?
    ) -> (JSONObject) throws(ControlError) -> JSONObject {
        switch command {
        case .setItems(let column, let items):
            let found = Result { () throws(ControlError) in try column.index(in: columns) }
            let kept = (try? found.get()).flatMap(selectedValue)
            return { document throws(ControlError) in
                try settingItems(items, column: columns.entries[found.get()], keepingValue: kept, in: document)
            }
        case .setColumns(let section, let columns):
            return { document throws(ControlError) in try settingColumns(columns, section: section, in: document) }
        case .setTheme(let theme):
            return { document in settingTheme(theme, in: document) }
        case .loadConfig(let document):
            return { _ in document }
        case .getState, .getSelection, .select, .confirm, .setEnabled, .screenshot, .calibrate, .power, .speech:
            return { document in document }
        }
    }

    /// Replaces a column's rows with `items` (`ColumnItemsEdit.settingItems`); a date section's
    /// column is refused, as its rows follow the calendar.
    package static func settingItems(
        _ items: [JSONValue], column: ColumnDirectory.Entry, keepingValue currentValue: String?, in document: JSONObject
    ) throws(ControlError) -> JSONObject {
        guard let edited = ColumnItemsEdit.settingItems(items, column: column, keepingValue: currentValue, in: document) else {
            let (section, follow) = if case .date = column.source { ("date", "calendar") } else { ("time", "clock") }
            throw ControlError(.invalidValue, "column \"\(column.id)\" belongs to a \(section) section; its rows follow the \(follow)")
        }
        return edited
    }

    /// Replaces the columns of section `section` (a date section becomes a section of these columns).
    package static func settingColumns(_ columns: [JSONValue], section: Int, in document: JSONObject) throws(ControlError) -> JSONObject {
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
    package static func settingTheme(_ changes: JSONObject, in document: JSONObject) -> JSONObject {
        var theme = if case .object(let existing)? = document["theme"] { existing } else { JSONObject() }
        for (key, value) in changes.entries {
            theme[key] = value == .null ? nil : value
        }
        var edited = document
        edited["theme"] = theme.isEmpty ? nil : .object(theme)
        return edited
    }

    private static func sectionCount(_ document: JSONObject) -> Int {
        if case .array(let sections)? = document["sections"] { return sections.count }
        return 1
    }
}
