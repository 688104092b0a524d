/// One printf integer conversion with literal text around it, as a range
/// column's `format` (`"%02d"`, `"%d min"`, `"0x%04X"`). Written out here
/// because the core calls no C library.
package struct RangeFormat: Equatable, Sendable {
    package struct Invalid: Error, Equatable { package var message: String }

    enum Conversion: Equatable, Sendable { case decimal, hex(upper: Bool), octal }

    var prefix: String
    var suffix: String
    var conversion: Conversion
    var minimumWidth: Int
    var zeroPad: Bool
    var leftAlign: Bool
    var plusSign: Bool

    /// `%d`
    package static let decimal = RangeFormat(prefix: "", suffix: "", conversion: .decimal, minimumWidth: 0, zeroPad: false, leftAlign: false, plusSign: false)
    /// `%02d`
    package static let twoDigits = RangeFormat(prefix: "", suffix: "", conversion: .decimal, minimumWidth: 2, zeroPad: true, leftAlign: false, plusSign: false)

    init(prefix: String, suffix: String, conversion: Conversion, minimumWidth: Int, zeroPad: Bool, leftAlign: Bool, plusSign: Bool) {
        self.prefix = prefix
        self.suffix = suffix
        self.conversion = conversion
        self.minimumWidth = minimumWidth
        self.zeroPad = zeroPad
        self.leftAlign = leftAlign
        self.plusSign = plusSign
    }

    package init(_ text: String) throws(Invalid) {
        var prefix = "", suffix = ""
        var conversion: Conversion?
        var width = 0, zeroPad = false, leftAlign = false, plusSign = false
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            guard character == "%" else {
                if conversion == nil { prefix.append(character) } else { suffix.append(character) }
                continue
            }
            if characters.first == "%" {
                characters.removeFirst()
                if conversion == nil { prefix.append("%") } else { suffix.append("%") }
                continue
            }
            guard conversion == nil else { throw Invalid(message: "expected one integer conversion such as %d or %02d, found a second '%' in \"\(text)\"") }
            while let flag = characters.first, "0-+".contains(flag) {
                characters.removeFirst()
                if flag == "0" { zeroPad = true } else if flag == "-" { leftAlign = true } else { plusSign = true }
            }
            while let digit = characters.first?.asciiDigitValue {
                characters.removeFirst()
                width = width * 10 + digit
                guard width <= 64 else { throw Invalid(message: "field width in \"\(text)\" is over 64") }
            }
            switch characters.popFirst() {
            case "d", "i", "u": conversion = .decimal
            case "x": conversion = .hex(upper: false)
            case "X": conversion = .hex(upper: true)
            case "o": conversion = .octal
            case let other: throw Invalid(message: "expected an integer conversion (d, i, u, x, X, o) in \"\(text)\", found \(other.map { "'\($0)'" } ?? "the end")")
            }
        }
        guard let conversion else { throw Invalid(message: "expected an integer conversion such as %d in \"\(text)\"") }
        self.init(prefix: prefix, suffix: suffix, conversion: conversion, minimumWidth: width, zeroPad: zeroPad && !leftAlign, leftAlign: leftAlign, plusSign: plusSign)
    }

    /// The number `text` spells in this format (its literal text, padding and sign around the
    /// digits), or nil; the caller checks `format` gives `text` back, as padding allows more than one spelling.
    package func number(in text: String) -> Int? {
        guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.count >= prefix.count + suffix.count else { return nil }
        var field = Substring(text.dropFirst(prefix.count).dropLast(suffix.count))
        field = field.drop { $0 == " " }
        while field.last == " " { field = field.dropLast() }
        let negative = field.first == "-"
        if field.first == "-" || field.first == "+" { field = field.dropFirst() }
        let radix = switch conversion {
        case .decimal: 10
        case .hex: 16
        case .octal: 8
        }
        guard !field.isEmpty, field.count <= 64, let magnitude = Int(field, radix: radix) else { return nil }
        return negative ? -magnitude : magnitude
    }

    /// `text`, which this format wrote, as the row shows it: its number's digits in `digits` where
    /// the conversion is decimal (a hexadecimal or octal number keeps 0-9 and its letters), the
    /// literal text around it as the format has it.
    package func shown(_ text: String, in digits: Digits) -> String {
        guard digits != .latn, conversion == .decimal else { return text }
        let field = text.dropFirst(prefix.count).dropLast(suffix.count)
        return prefix + digits.writing(field) + suffix
    }

    package func format(_ value: Int) -> String {
        var digits: String
        switch conversion {
        case .decimal: digits = String(value.magnitude)
        case .hex(let upper): digits = String(value.magnitude, radix: 16, uppercase: upper)
        case .octal: digits = String(value.magnitude, radix: 8)
        }
        let sign = value < 0 ? "-" : (plusSign && conversion == .decimal ? "+" : "")
        let padding = max(0, minimumWidth - digits.count - sign.count)
        if zeroPad {
            digits = sign + String(repeating: "0", count: padding) + digits
        } else if leftAlign {
            digits = sign + digits + String(repeating: " ", count: padding)
        } else {
            digits = String(repeating: " ", count: padding) + sign + digits
        }
        return prefix + digits + suffix
    }
}
