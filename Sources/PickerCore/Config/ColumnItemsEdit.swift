/// A column's rows replaced in a config document: the socket's `set_items`, and the library's
/// `reloadColumn(_:items:)`, whose `configuration` must say what the picker shows (trial 26: it
/// still listed the old rows, and a later `setLargeText`, which starts from it, brought them back).
package enum ColumnItemsEdit {
    /// `document` with `column`'s rows replaced by `items`. The column keeps its id, width,
    /// alignment and looping; its selection moves to `currentValue` when one of the new items has
    /// that value (else the first enabled row), and its disabled rows, which named the old rows, are
    /// dropped. nil for a date or time section's column, whose rows follow the calendar or the
    /// clock: a time section lists no columns to edit (trial 52's `reloadColumn(_:items:)` changed
    /// the rows shown and not the document, and the socket's `set_items` changed nothing, saying ok).
    package static func settingItems(
        _ items: [JSONValue], column: ColumnDirectory.Entry, keepingValue currentValue: String?, in document: JSONObject
    ) -> JSONObject? {
        guard case .listed(let index) = column.source, listsColumns(document, section: column.section) else { return nil }
        var edited = document
        editColumns(&edited, section: column.section) { columns in
            guard columns.indices.contains(index), case .object(var object) = columns[index] else { return }
            for key in ["range", "items", "selected", "disabled"] { object[key] = nil }
            object["items"] = .array(items)
            if let currentValue, items.contains(where: { value(of: $0) == currentValue }) {
                object["selected"] = .string(currentValue)
            }
            columns[index] = .object(object)
        }
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

    /// Whether section `section` is read from a `columns` list (the top-level one, or the section's).
    private static func listsColumns(_ document: JSONObject, section: Int) -> Bool {
        if case .array? = document["columns"] { return true }
        guard case .array(let sections)? = document["sections"], sections.indices.contains(section),
              case .object(let object) = sections[section], case .array? = object["columns"] else { return false }
        return true
    }

    /// Changes the `columns` list that section `section` is read from: the top-level one
    /// of a picker written without sections, else the section's own.
    private static func editColumns(_ document: inout JSONObject, section: Int, _ change: (inout [JSONValue]) -> Void) {
        if case .array(var columns)? = document["columns"] {
            change(&columns)
            document["columns"] = .array(columns)
        } else if case .array(var sections)? = document["sections"], sections.indices.contains(section),
                  case .object(var object) = sections[section], case .array(var columns)? = object["columns"] {
            change(&columns)
            object["columns"] = .array(columns)
            sections[section] = .object(object)
            document["sections"] = .array(sections)
        }
    }
}
