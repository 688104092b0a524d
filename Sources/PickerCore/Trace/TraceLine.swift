extension Trace {
    /// One trace line for `input` at `timeUs`: what a program that reads real input records so that
    /// `simulate` replays exactly what it saw. Times are exact to the microsecond and coordinates
    /// to the last bit (every `Fixed` has a finite decimal).
    package static func line(_ input: InputEvent, atUs timeUs: Int64) -> String {
        var entries: [(String, JSONValue)] = [("t", TraceReplay.milliseconds(timeUs))]
        switch input {
        case .touch(let touch):
            entries += [("type", .string("touch")), ("phase", .string(touch.phase.rawValue)),
                        ("x", .number(JSONNumber(text: touch.x.exactDecimal))), ("y", .number(JSONNumber(text: touch.y.exactDecimal))),
                        ("id", .int(touch.id))]
        case .key(let key):
            entries += [("type", .string("key")), ("key", .string(key.rawValue))]
        case .keyReleased(let key):
            entries += [("type", .string("key")), ("key", .string(key.rawValue)), ("phase", .string("up"))]
        case .encoder(let delta):
            entries += [("type", .string("encoder")), ("delta", .int(delta))]
        case .wheel(let delta, let x, let y):
            entries += [("type", .string("wheel")), ("delta", .int(delta)),
                        ("x", .number(JSONNumber(text: x.exactDecimal))), ("y", .number(JSONNumber(text: y.exactDecimal)))]
        case .select(let column, let row, let animated):
            entries += [("type", .string("select")), ("column", .int(column)), ("row", .int(row)), ("animated", .bool(animated))]
        }
        return JSONValue.object(JSONObject(entries)).serialized
    }
}

extension Fixed {
    /// The value's exact decimal (at most 16 fraction digits, as 2^-16 has): `Fixed(decimal:)` reads it back bit for bit.
    package var exactDecimal: String {
        let magnitude = raw.magnitude
        var text = (raw < 0 ? "-" : "") + String(magnitude >> 16)
        let fraction = UInt64(magnitude & 0xFFFF) * 152_587_890_625  // 10^16 / 2^16
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 16 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }
}
