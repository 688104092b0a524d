/// Why a column's `selected` value names no row, with a hint at the value meant: `"selected": "30"`
/// in a column whose rows read "0 min" to "59 min" said only `no row has the value "30"`.
package enum SelectedValueHint {
    /// Values quoted in a hint; a longer list ends with "…".
    static let valuesShown = 3

    /// `no row has the value "30" (values read like "0 min" to "59 min"; did you mean "30 min"?)`.
    static func message(noRowHas value: String, in rows: ColumnRows) -> String {
        "no row has the value \(value.quotedForMessage) (\(hint(for: value, in: rows)))"
    }

    /// `values read like "01", "02", "03", …; did you mean "02"?`: what the values look like, and
    /// the one `value` was likely meant as (the value of a row shown as "Februar", for one).
    package static func hint(for value: String, in rows: ColumnRows) -> String {
        let hint = "values read like " + shape(of: rows)
        if let (below, above) = rowsAround(value, in: rows) {
            return hint + "; did you mean \(below.quotedForMessage) or \(above.quotedForMessage)?"
        }
        guard let meant = nearestValue(to: value, in: rows) else { return hint }
        // Trial 40 was asked `did you mean ""?` of a row shown as the value it gave: blank values
        // may repeat, so none finds its row.
        return hint + (meant.isBlank ? "; the row meant has a blank value, which finds no row (blank values may repeat): choose it by its index"
            : "; did you mean \(meant.quotedForMessage)?")
    }

    /// What the values look like: a range's first and last, a list's first few.
    private static func shape(of rows: ColumnRows) -> String {
        switch rows {
        case .range:
            let first = rows.row(0).value.quotedForMessage
            return rows.count == 1 ? first : "\(first) to \(rows.row(rows.count - 1).value.quotedForMessage)"
        case .items:
            let shown = (0..<min(rows.count, valuesShown)).map { rows.row($0).value.quotedForMessage }
            return shown.joined(separator: ", ") + (rows.count > valuesShown ? ", …" : "")
        }
    }

    /// The values of a range's two rows about the first number `text` spells, where it lies
    /// between its ends off its steps: "181 °C" in steps of 5 from 30 is "180 °C" or "185 °C"
    /// (trial 111 was offered none). Nil for a list, a number on a step or past an end.
    private static func rowsAround(_ text: String, in rows: ColumnRows) -> (String, String)? {
        guard case .range(let range) = rows, let number = firstNumber(in: text) else { return nil }
        let steps = (number - range.from) / range.step
        guard (number - range.from) % range.step != 0, steps >= 0, steps + 1 < rows.count else { return nil }
        return (rows.row(steps).value, rows.row(steps + 1).value)
    }

    /// A row's value the text was likely meant as. In a range: the row of the first number the
    /// text spells ("30" or "30 mins" → "30 min", "7" → "07"). In a list: the value of a row shown
    /// as the text, letter case aside ("21,5" → "215" of temperatures in tenths, where the nearest
    /// number was "150", trial 96), else the first value that starts with the text, else one that
    /// holds it ("office" → "office-guest-network"), else one the text is a typo of ("Kichen" →
    /// "Kitchen").
    package static func nearestValue(to text: String, in rows: ColumnRows) -> String? {
        switch rows {
        case .range:
            return firstNumber(in: text).flatMap(rows.index(ofNumber:)).map { rows.row($0).value }
        case .items(let items):
            let wanted = text.lowercased()
            guard !wanted.isEmpty else { return nil }
            if let shown = items.first(where: { $0.text?.lowercased() == wanted }) { return shown.reportedValue }
            if let nearest = nearestByNumber(to: text, among: items.map(\.reportedValue)) { return nearest }
            let values = items.map { $0.reportedValue.lowercased() }
            // Found by `hasPrefix` at each index: String's `contains(_:)` of a string would link the
            // Swift string-processing and regex libraries into the static executable for this alone.
            if let index = values.firstIndex(where: { $0.hasPrefix(wanted) })
                ?? values.firstIndex(where: { value in value.indices.contains { value[$0...].hasPrefix(wanted) } }) {
                return items[index].reportedValue
            }
            // A typo of a value: "Kichen" for "Kitchen".
            return KeySpelling.nearest(to: wanted, among: values).flatMap { values.firstIndex(of: $0) }.map { items[$0].reportedValue }
        }
    }

    /// In a list of numbers written alike ("30.0 °C" to "40.0 °C", which differ in their number
    /// alone), the one nearest the number `text` writes: "45.0" was taken for a typo of "35.0",
    /// 10 °C off, on a dental unit's water temperatures (trial 85). Nil for other lists, or a text
    /// with no number.
    private static func nearestByNumber(to text: String, among values: [String]) -> String? {
        guard let wanted = WrittenNumber(text) else { return nil }
        var nearest: (value: String, distance: Double)?
        var shape: (prefix: String, suffix: String)?
        for value in values {
            guard let number = WrittenNumber(value) else { return nil }
            if let shape, (shape.prefix, shape.suffix) != (number.prefix, number.suffix) { return nil }
            shape = (number.prefix, number.suffix)
            let distance = abs(number.value - wanted.value)
            if nearest.map({ distance < $0.distance }) ?? true { nearest = (value, distance) }
        }
        return nearest?.value
    }

    /// The first number written in a text (a sign right before it, one decimal point or comma in
    /// it), and the text around it.
    private struct WrittenNumber {
        var value: Double
        var prefix: String
        var suffix: String

        init?(_ text: String) {
            let characters = Array(text)
            guard let start = characters.firstIndex(where: \.isASCIIDigit) else { return nil }
            var end = start
            var digits = ""
            var pointSeen = false
            while end < characters.count, digits.count < 18 {
                let character = characters[end]
                if character.isASCIIDigit {
                    digits.append(character)
                } else if !pointSeen, character == "." || character == ",", end + 1 < characters.count, characters[end + 1].isASCIIDigit {
                    pointSeen = true
                    digits.append(".")
                } else {
                    break
                }
                end += 1
            }
            let sign = SelectedValueHint.signsNumber(before: start, in: characters) ? characters[start - 1] : nil
            guard let magnitude = Double(digits) else { return nil }
            value = sign == "-" ? -magnitude : magnitude
            prefix = String(characters[..<(sign == nil ? start : start - 1)])
            suffix = String(characters[end...])
        }
    }

    /// The first whole number written in `text`, with a minus sign right before it; nil for none.
    private static func firstNumber(in text: String) -> Int? {
        let characters = Array(text)
        guard let start = characters.firstIndex(where: \.isASCIIDigit) else { return nil }
        let digits = characters[start...].prefix(while: \.isASCIIDigit).prefix(12)
        guard let magnitude = Int(String(digits)) else { return nil }
        return signsNumber(before: start, in: characters) && characters[start - 1] == "-" ? -magnitude : magnitude
    }

    /// Whether the character before `start` is a sign of the number there: a "-" or "+" that
    /// follows no letter or digit. In "dock-7" it joins a name to its number (trial 105's
    /// "dock7" was taken for 7 against -1, -2, -7 and -12, and meant "dock-1").
    private static func signsNumber(before start: Int, in characters: [Character]) -> Bool {
        guard start > 0, characters[start - 1] == "-" || characters[start - 1] == "+" else { return false }
        return start < 2 || !(characters[start - 2].isLetter || characters[start - 2].isASCIIDigit)
    }
}
