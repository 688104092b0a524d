import PickerCore

/// A section that is the built-in time picker (a config section's `time`), UIDatePicker's time
/// mode: an hour and a minute column, with ids `hour` and `minute`, and on a 12-hour clock a
/// period column, `period`. The hour and minute turn round. Selections report `07` and `30` on a
/// 24-hour clock; `7`, `30` and `pm` on a 12-hour one, whatever `periodNames` shows.
public struct PickerTimeSection: Equatable, Sendable {
    /// A 24-hour clock (`00` to `23`) or a 12-hour one (`1` to `12` and a period) (`hours`).
    public enum HourCycle: Int, Equatable, Sendable {
        case twentyFourHours = 24
        case twelveHours = 12
    }

    public var hourCycle = HourCycle.twentyFourHours
    /// The minutes' step (`minute_step`, UIDatePicker's `minuteInterval`): one that divides an hour
    /// (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30).
    public var minuteInterval = 1
    /// The time selected at first (`selected`), its minute on the step; nil: midnight.
    public var selected: PickerTimeOfDay?
    /// What the period column shows, before noon first (`period_names`; default "AM" and "PM"),
    /// in the user's language; only with `.twelveHours`.
    public var periodNames: (am: String, pm: String)?
    /// What speech calls the columns when keys move the focus to them (`labels`); nil: their ids.
    public var hourLabel: String?
    public var minuteLabel: String?
    public var periodLabel: String?

    public init() {}

    public static func == (a: PickerTimeSection, b: PickerTimeSection) -> Bool {
        a.hourCycle == b.hourCycle && a.minuteInterval == b.minuteInterval && a.selected == b.selected
            && a.periodNames.map { [$0.am, $0.pm] } == b.periodNames.map { [$0.am, $0.pm] }
            && [a.hourLabel, a.minuteLabel, a.periodLabel] == [b.hourLabel, b.minuteLabel, b.periodLabel]
    }

    /// Its columns: two, or three with a period.
    var columnCount: Int { hourCycle == .twelveHours ? 3 : 2 }

    /// The section as the config writes it.
    var entry: JSONObject {
        var entry = JSONObject([("hours", .int(hourCycle.rawValue)), ("minute_step", .int(minuteInterval))])
        if let selected { entry["selected"] = .string(selected.description) }
        if let periodNames { entry["period_names"] = .array([.string(periodNames.am), .string(periodNames.pm)]) }
        let labels = [("hour", hourLabel), ("minute", minuteLabel), ("period", periodLabel)].compactMap { key, label in
            label.map { (key, JSONValue.string($0)) }
        }
        if !labels.isEmpty { entry["labels"] = .object(JSONObject(labels)) }
        return entry
    }
}

/// A time of day on a 24-hour clock, as a time section's `selected` takes it.
public struct PickerTimeOfDay: Equatable, Sendable, CustomStringConvertible {
    public var hour: Int
    public var minute: Int

    public init(hour: Int, minute: Int) { (self.hour, self.minute) = (hour, minute) }

    /// `HH:MM`, as the config writes it (and checks it: 24:00 is refused there), for `print` and
    /// messages alike; a number no clock shows keeps its sign and digits (`-1:00`, trial 47 read
    /// "-1:0"; trial 50 read a struct's fields).
    public var description: String { TimeConfig.text(hour: hour, minute: minute) }
}

extension PickerTimeSection {
    /// Why `selected` is no time a clock shows, in the program's words (trial 37 was told of
    /// `"HH:MM"` and `"25:03"`, which it never wrote); nil for a time of day, which the config's
    /// rules check further (its minute on the step).
    func selectedProblem(section: Int) -> String? {
        guard let selected, !(0...23).contains(selected.hour) || !(0...59).contains(selected.minute) else { return nil }
        let offStep = (0...59).contains(selected.minute) && selected.minute % minuteInterval != 0
            ? "; minute \(selected.minute) is off minuteInterval \(minuteInterval) too" : ""
        return "data source: timeSection(\(section)).selected: PickerTimeOfDay(hour: \(selected.hour), minute: \(selected.minute)) is no time: "
            + "expected an hour from 0 to 23 and a minute from 0 to 59\(offStep)"
    }

    /// Each time key the document writes and the property it comes from.
    private static let propertyNames = ["hours": "hourCycle", "minute_step": "minuteInterval", "selected": "selected", "period_names": "periodNames"]

    /// `message` with a leading time key (`sections[1].time.minute_step: ...`) named as the program
    /// gave it (`timeSection(1).minuteInterval: ...`); nil when it names no time key.
    static func renamingTimeKey(in message: String) -> String? {
        guard let (section, afterTime) = DataSourceDocument.sectionKey("time", in: message), afterTime.first == "." else { return nil }
        let key = afterTime.dropFirst().prefix { $0 != ":" && $0 != "." && $0 != "[" }
        let tail = afterTime.dropFirst(key.count + 1)
        // The three labels are three properties in Swift: `hourLabel`, `minuteLabel`, `periodLabel`.
        if key == "labels", let part = ["hour", "minute", "period"].first(where: { tail.hasPrefix("." + $0) }) {
            return "timeSection(\(section)).\(part)Label" + tail.dropFirst(part.count + 1)
        }
        guard let property = propertyNames[String(key)] else { return nil }
        // The config's `"hours": 12` is the case `.twelveHours` in Swift.
        let twelve = #"with "hours": 12"#
        var swiftTail = tail.hasSuffix(twelve) ? tail.dropLast(twelve.count) + "with hourCycle .twelveHours" : String(tail)
        // `selected`'s refusal quotes the step by its key (trial 31).
        let step = "the minute_step", stepStart = swiftTail.indices.first { swiftTail[$0...].hasPrefix(step) }
        if let stepStart { swiftTail = swiftTail[..<stepStart] + "minuteInterval" + swiftTail[swiftTail.index(stepStart, offsetBy: step.count)...] }
        return "timeSection(\(section)).\(property)" + swiftTail
    }
}
