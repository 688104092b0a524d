import Glibc
import PickerSystem
import PickerTestSupport
import Testing

/// The subcommands' options as people type them, and `run` refusing what could never end.
@Suite struct CommandLineTests {
    static let config = #"{"size": "160x120", "columns": [{"id": "c", "items": ["a", "b"]}]}"#

    /// `panel-picker ARGUMENTS` run to its end.
    func panelPicker(_ arguments: [String]) throws -> ChildProcess {
        let child = try ChildProcess(try #require(siblingExecutable("panel-picker")), arguments)
        child.wait()
        return child
    }

    /// `simulate` lays rows out as `run` does: with large text a tap 80 px above the band's centre lands
    /// on the next row up, where 32 px rows put it two rows up.
    @Test(arguments: [(false, "3"), (true, "4")])
    func simulateAppliesLargeText(largeText: Bool, selected: String) throws {
        let scratch = ScratchDirectory("simulate-large-text")
        let config = """
        {"size": "320x240", "style": "flat", "row_height": 32, "visible_rows": 5, "columns": [{"id": "c", "range": {"from": 0, "to": 9}, "selected": 5}],
         "theme": {"large_text": \(largeText), "large_text_cap_height_px": 40}}
        """
        try FileSystem.writeFileAtomically(scratch.path + "/picker.json", Array(config.utf8))
        let trace = """
        {"t": 0, "type": "touch", "phase": "down", "x": 160, "y": 40}
        {"t": 60, "type": "touch", "phase": "up", "x": 160, "y": 40}
        """
        try FileSystem.writeFileAtomically(scratch.path + "/tap.jsonl", Array(trace.utf8))
        let simulate = try panelPicker(["simulate", "--config", scratch.path + "/picker.json", "--trace", scratch.path + "/tap.jsonl"])
        #expect(simulate.exitCode == 0, "\(simulate.output)")
        #expect(simulate.output.contains(#""value":"\#(selected)""#), "\(simulate.output)")
    }

    @Test func optionsTakeTheirValueAfterAnEqualsSign() throws {
        let scratch = ScratchDirectory("options-equals")
        try FileSystem.writeFileAtomically(scratch.path + "/picker.json", Array(Self.config.utf8))
        let render = try panelPicker(["render", "--config=\(scratch.path)/picker.json", "--out=\(scratch.path)/out.png", "--select=c=1"])
        #expect(render.exitCode == 0, "\(render.output)")
        #expect(try FileStatus.of(scratch.path + "/out.png") != nil)
    }

    /// Trial 12 (issue 31): `--select network=office-guest-network` was refused, "column 'network' has
    /// rows 0..2"; a row is found by its value too, as the socket's `select` and saved state find it.
    /// A row's value wins over an index: `=1` is the row whose value is "1"; `=3`, which is no row's value, is row 3.
    @Test func renderSelectsARowByItsValueOrItsIndex() throws {
        let scratch = ScratchDirectory("render-select-value")
        let config = #"""
            {"size": "160x120", "columns": [{"id": "network", "items": ["home", {"text": "Office", "value": "office-guest-network"},
             "cafe", "1", "lab", "attic"]}]}
            """#
        try FileSystem.writeFileAtomically(scratch.path + "/picker.json", Array(config.utf8))
        func render(_ select: String, to name: String) throws -> ChildProcess {
            try panelPicker(["render", "--config", scratch.path + "/picker.json", "--out", scratch.path + "/" + name, "--select", select])
        }
        let byValue = try render("network=1", to: "value.png")
        let byIndex = try render("network=3", to: "index.png")
        let other = try render("network=office-guest-network", to: "other.png")
        #expect(byValue.exitCode == 0 && byIndex.exitCode == 0 && other.exitCode == 0, "\(byValue.output)\(byIndex.output)\(other.output)")
        let picture = try FileSystem.readFile(scratch.path + "/value.png", limit: 1 << 20)
        #expect(picture == (try FileSystem.readFile(scratch.path + "/index.png", limit: 1 << 20)))
        #expect(picture != (try FileSystem.readFile(scratch.path + "/other.png", limit: 1 << 20)))
        let unknown = try render("network=garage", to: "never.png")
        #expect(unknown.exitCode == 2)
        #expect(unknown.output.contains("--select network=garage: column 'network' has no row whose value is 'garage'; "
                                        + "give a row's value (home, office-guest-network, cafe, 1, lab, … (6 rows)) or an index from 0 to 5"),
                "\(unknown.output)")
        // Trial 24: a typo of a value got no guess, where the config's `selected` gives one.
        let typo = try render("network=atic", to: "never.png")
        #expect(typo.exitCode == 2 && typo.output.contains("no row whose value is 'atic'; did you mean 'attic'? give a row's value"),
                "\(typo.output)")
    }

    /// Trial 103: `entry=10` on a range of 0 s to 240 s by 15 drew row 10, 150 s, with exit 0. A
    /// range's rows are numbers: a number is one of them or refused, never an index.
    @Test func renderTakesARangesNumberNeverForAnIndex() throws {
        let scratch = ScratchDirectory("render-range-number")
        let config = #"{"size": "160x120", "columns": [{"id": "entry", "range": {"from": 0, "to": 240, "step": 15, "format": "%d s"}}]}"#
        try FileSystem.writeFileAtomically(scratch.path + "/picker.json", Array(config.utf8))
        func render(_ select: String, to name: String) throws -> ChildProcess {
            try panelPicker(["render", "--config", scratch.path + "/picker.json", "--out", scratch.path + "/" + name, "--select", select])
        }
        let byNumber = try render("entry=45", to: "number.png"), byValue = try render("entry=45 s", to: "value.png")
        #expect(byNumber.exitCode == 0 && byValue.exitCode == 0, "\(byNumber.output)\(byValue.output)")
        #expect(try FileSystem.readFile(scratch.path + "/number.png", limit: 1 << 20) == (try FileSystem.readFile(scratch.path + "/value.png", limit: 1 << 20)))
        let between = try render("entry=10", to: "never.png")
        #expect(between.exitCode == 2)
        #expect(between.output.contains("--select entry=10: column 'entry' has no row whose value is '10'; "), "\(between.output)")
        #expect(between.output.contains("give a row's value (0 s, 15 s, 30 s, 45 s, 60 s, … (17 rows)) or its number"), "\(between.output)")
    }

    /// `--focus` draws the ring a running picker marks the focused column with once a key is used:
    /// a picture of it for docs and device makers (docs/input.md). One column has none to mark.
    @Test func renderMarksTheFocusedColumnGiven() throws {
        let scratch = ScratchDirectory("render-focus")
        let two = #"{"size": "160x120", "columns": [{"id": "h", "range": {"from": 0, "to": 23}}, {"id": "m", "range": {"from": 0, "to": 59}}]}"#
        let one = #"{"size": "160x120", "columns": [{"id": "h", "range": {"from": 0, "to": 23}}]}"#
        try FileSystem.writeFileAtomically(scratch.path + "/two.json", Array(two.utf8))
        try FileSystem.writeFileAtomically(scratch.path + "/one.json", Array(one.utf8))
        func render(_ config: String, _ extra: [String], to name: String) throws -> [UInt8] {
            let run = try panelPicker(["render", "--config", scratch.path + "/" + config, "--out", scratch.path + "/" + name] + extra)
            #expect(run.exitCode == 0, "\(run.output)")
            return try FileSystem.readFile(scratch.path + "/" + name, limit: 1 << 20)
        }
        let plain = try render("two.json", [], to: "plain.png")
        let minute = try render("two.json", ["--focus", "m"], to: "m.png")
        #expect(minute != plain)
        #expect(minute != (try render("two.json", ["--focus", "0"], to: "h.png")))
        #expect(try render("one.json", ["--focus", "h"], to: "one-focus.png") == (try render("one.json", [], to: "one.png")))
        let unknown = try panelPicker(["render", "--config", scratch.path + "/two.json", "--out", scratch.path + "/never.png", "--focus", "s"])
        #expect(unknown.exitCode == 2 && unknown.output.contains("no column 's' (columns: h, m, or an index from 0 to 1)"), "\(unknown.output)")
    }

    /// Trial 26: a month name typed without its accent ("fevrier", "Aout") got no guess.
    @Test func renderGuessesAMonthNameTypedWithoutItsAccent() throws {
        let scratch = ScratchDirectory("render-month-guess")
        let config = #"{"size": "320x240", "sections": [{"date": {"selected": "2024-09-14", "month_names": "fr"}}]}"#
        try FileSystem.writeFileAtomically(scratch.path + "/fr.json", Array(config.utf8))
        for (typed, meant) in [("fevrier", "février"), ("Aout", "août")] {
            let run = try panelPicker(["render", "--config", scratch.path + "/fr.json", "--out", scratch.path + "/never.png", "--select", "month=" + typed])
            #expect(run.exitCode == 2 && run.output.contains("or by name from janvier to décembre; did you mean \(meant)?"), "\(run.output)")
        }
    }

    /// `--disabled` draws what a program that turned the picker's input off shows: another picture,
    /// with no focus ring (a disabled picker takes no keys), whatever `--focus` asks.
    @Test func renderDrawsADisabledPickerWithNoRing() throws {
        let scratch = ScratchDirectory("render-disabled")
        let two = #"{"size": "160x120", "columns": [{"id": "h", "range": {"from": 0, "to": 23}}, {"id": "m", "range": {"from": 0, "to": 59}}]}"#
        try FileSystem.writeFileAtomically(scratch.path + "/two.json", Array(two.utf8))
        func render(_ extra: [String], to name: String) throws -> [UInt8] {
            let run = try panelPicker(["render", "--config", scratch.path + "/two.json", "--out", scratch.path + "/" + name] + extra)
            #expect(run.exitCode == 0, "\(run.output)")
            return try FileSystem.readFile(scratch.path + "/" + name, limit: 1 << 20)
        }
        let disabled = try render(["--disabled"], to: "disabled.png")
        #expect(disabled != (try render([], to: "plain.png")))
        #expect(try render(["--disabled", "--focus", "m"], to: "disabled-focus.png") == disabled)
    }

    /// Trial 27: no way to ask the size a picker needs. `--fit` draws at the least size that shows
    /// every row whole and prints it; the PNG is that size, wider than the config's 320 px, where
    /// the default font shrank for "septembre".
    @Test func renderFitDrawsAtThePreferredSizeAndPrintsIt() throws {
        let scratch = ScratchDirectory("render-fit")
        let config = #"{"size": "320x240", "sections": [{"date": {"selected": "2024-09-14", "month_names": "fr"}}]}"#
        try FileSystem.writeFileAtomically(scratch.path + "/fr.json", Array(config.utf8))
        let run = try panelPicker(["render", "--config", scratch.path + "/fr.json", "--out", scratch.path + "/fit.png", "--fit"])
        #expect(run.exitCode == 0, "\(run.output)")
        let png = try FileSystem.readFile(scratch.path + "/fit.png", limit: 1 << 20)
        // IHDR's width and height, big-endian, after the signature and the chunk's length and type.
        func word(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        #expect(run.output == "\(word(16))x\(word(20))\n" && word(16) > 320 && word(20) == 240, "\(run.output)")
    }

    /// Issue 31: `--select month=02` drew March, taking "02" as index 2, where the month values are "01" to "12".
    /// Then `--select month=8` drew September, row index 8: a number is the row whose value is that
    /// number with leading zeros ("08") before it is an index.
    @Test func renderTakesANumberAsARowsValueBeforeAnIndex() throws {
        let picture = try selectedPictures(#"{"size": "320x240", "sections": [{"date": {"from": 2020, "to": 2030, "selected": "2024-05-10"}}]}"#,
                                                in: ScratchDirectory("render-select-month"))
        let february = try picture("month=02")
        #expect(february == (try picture("month=2")), "2 is February's value \"02\" with its zero")
        #expect(february != (try picture("month=1")))
        let august = try picture("month=8")
        #expect(august == (try picture("month=08")), "8 is August's value \"08\", not row index 8")
        #expect(august != (try picture("month=09")))
        #expect((try picture("day=07")) == (try picture("day=7")), "07 is the day whose value is \"7\"")
    }

    /// Trial 19 (issue 31): `--select temp=21` on a "%d °C" range was refused, offering an index
    /// from 0 to 12. A number is the range's row of that number, however its format spells it.
    @Test func renderTakesANumberAsARangesRowWhateverItsFormat() throws {
        let picture = try selectedPictures(#"{"size": "320x240", "columns": [{"id": "temp", "range": {"from": 16, "to": 28, "format": "%d °C"}}]}"#,
                                                in: ScratchDirectory("render-select-format"))
        #expect((try picture("temp=21")) == (try picture("temp=21 °C")))
    }

    /// `config` written to `scratch`, and a function that renders it with one `--select` and
    /// gives the PNG's bytes.
    private func selectedPictures(_ config: String, in scratch: ScratchDirectory) throws -> (String) throws -> [UInt8] {
        try FileSystem.writeFileAtomically(scratch.path + "/picker.json", Array(config.utf8))
        var count = 0
        return { select in
            count += 1
            let out = scratch.path + "/\(count).png"
            let render = try panelPicker(["render", "--config", scratch.path + "/picker.json", "--out", out, "--select", select])
            #expect(render.exitCode == 0, "\(render.output)")
            return try FileSystem.readFile(out, limit: 1 << 20)
        }
    }

    /// A number too large for a range's arithmetic crashed `render` (arithmetic overflow in the
    /// range's own copy of `ColumnRows.index(ofValue:)`'s sum): it is no row, and is said so.
    @Test func renderSaysANumberFarOutsideARangeIsNoRow() throws {
        let scratch = ScratchDirectory("render-select-huge")
        let config = #"{"size": "320x240", "columns": [{"id": "t", "range": {"from": -20, "to": 40}}]}"#
        try FileSystem.writeFileAtomically(scratch.path + "/picker.json", Array(config.utf8))
        let render = try panelPicker(["render", "--config", scratch.path + "/picker.json", "--out", scratch.path + "/never.png",
                                      "--select", "t=9223372036854775807"])
        #expect(render.exitCode == 2, "\(render.output)")
        #expect(render.output.contains("--select t=9223372036854775807: column 't' has no row whose value is '9223372036854775807'"),
                "\(render.output)")
    }

    /// `render` of a date section, whose day column follows its month and year.
    func renderDate(_ scratch: ScratchDirectory, selected: String, _ selects: [String], to name: String) throws -> ChildProcess {
        let config = #"{"size": "320x240", "sections": [{"date": {"from": 2020, "to": 2030, "selected": "\#(selected)"}}]}"#
        try FileSystem.writeFileAtomically(scratch.path + "/picker.json", Array(config.utf8))
        return try panelPicker(["render", "--config", scratch.path + "/picker.json", "--out", scratch.path + "/" + name]
                               + selects.flatMap { ["--select", $0] })
    }

    /// `--select day=29 --select month=02 --select year=2028` drew the 28th: the month came while the
    /// year was still 2027, whose February has 28 days, and the 29th was moved to the 28th without a word.
    @Test(arguments: [["day=29", "month=02", "year=2028"], ["month=02", "year=2028", "day=29"], ["day=29", "year=2028", "month=02"],
                      ["month=02", "day=29", "year=2028"], ["year=2028", "day=29", "month=02"]])
    func renderSelectsADatesColumnsTogetherWhateverTheirOrder(selects: [String]) throws {
        let scratch = ScratchDirectory("render-select-date-order")
        let inOrder = try renderDate(scratch, selected: "2027-01-31", ["year=2028", "month=02", "day=29"], to: "in-order.png")
        let given = try renderDate(scratch, selected: "2027-01-31", selects, to: "given.png")
        let the28th = try renderDate(scratch, selected: "2027-01-31", ["year=2028", "month=02", "day=28"], to: "28th.png")
        #expect(given.exitCode == 0 && inOrder.exitCode == 0 && the28th.exitCode == 0, "\(given.output)\(inOrder.output)\(the28th.output)")
        let picture = try FileSystem.readFile(scratch.path + "/given.png", limit: 1 << 20)
        #expect(picture == (try FileSystem.readFile(scratch.path + "/in-order.png", limit: 1 << 20)))
        #expect(picture != (try FileSystem.readFile(scratch.path + "/28th.png", limit: 1 << 20)), "the 29th, not the 28th")
    }

    /// A date the calendar does not have is refused naming the flag, never drawn as another day.
    @Test(arguments: [
        (["day=30", "month=02", "year=2028"], "--select day=30: February 2028 has 29 days"),
        (["month=02", "day=30"], "--select day=30: February 2027 has 28 days"),
        (["month=04", "day=31"], "--select day=31: April 2027 has 30 days"),
        (["month=02"], "--select month=02: February 2027 has 28 days, and the day selected is 31; add --select day=DAY"),
        (["year=2028", "month=02"], "--select year=2028 --select month=02: February 2028 has 29 days, and the day selected is 31; add --select day=DAY"),
    ])
    func renderRefusesADateTheCalendarDoesNotHave(selects: [String], message: String) throws {
        let scratch = ScratchDirectory("render-select-no-date")
        let render = try renderDate(scratch, selected: "2027-01-31", selects, to: "never.png")
        #expect(render.exitCode == 2)
        #expect(render.output == "panel-picker render: \(message)\n", "\(render.output)")
        #expect(try FileStatus.of(scratch.path + "/never.png") == nil)
    }

    /// A new user's trial: `--select year=5 --select day=0` with years from 1990 drew 1995 (row index 5)
    /// and the 1st, exiting 0. A date's column takes a year, month or day, never a row index, and a
    /// number that is none is refused with the column's range.
    @Test(arguments: [
        (["year=5"], "--select year=5: no year 5 in 1990...2040"),
        (["year=2041"], "--select year=2041: no year 2041 in 1990...2040"),
        (["day=0"], "--select day=0: days run from 1 to 31"),
        (["year=2024", "day=32"], "--select day=32: days run from 1 to 31"),
        (["month=0"], "--select month=0: months run from 1 to 12, or by name from January to December"),
        (["month=mai"], "--select month=mai: months run from 1 to 12, or by name from January to December"),
    ])
    func renderRefusesADatesRowIndex(selects: [String], message: String) throws {
        let scratch = ScratchDirectory("render-select-date-index")
        let config = #"{"size": "320x240", "sections": [{"date": {"from": 1990, "to": 2040, "selected": "2024-05-10"}}]}"#
        try FileSystem.writeFileAtomically(scratch.path + "/picker.json", Array(config.utf8))
        let render = try panelPicker(["render", "--config", scratch.path + "/picker.json", "--out", scratch.path + "/never.png"]
                                     + selects.flatMap { ["--select", $0] })
        #expect(render.exitCode == 2)
        #expect(render.output == "panel-picker render: \(message)\n", "\(render.output)")
        #expect(try FileStatus.of(scratch.path + "/never.png") == nil)
    }

    /// The trial expected `--select month=février` to select the month the config's `month_names` shows
    /// as "février", whatever its case; a name no month shows is refused naming the first and last.
    @Test func renderSelectsADatesMonthByItsName() throws {
        let scratch = ScratchDirectory("render-select-month-name")
        let config = #"""
            {"size": "320x240", "sections": [{"date": {"from": 1990, "to": 2040, "selected": "2024-05-10", "months": "names",
             "month_names": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]}}]}
            """#
        try FileSystem.writeFileAtomically(scratch.path + "/picker.json", Array(config.utf8))
        func render(_ select: String, to name: String) throws -> ChildProcess {
            try panelPicker(["render", "--config", scratch.path + "/picker.json", "--out", scratch.path + "/" + name, "--select", select])
        }
        let byName = try render("month=février", to: "name.png"), byCase = try render("month=FÉVRIER", to: "case.png")
        let byNumber = try render("month=2", to: "number.png"), march = try render("month=mars", to: "march.png")
        #expect(byName.exitCode == 0 && byCase.exitCode == 0 && byNumber.exitCode == 0 && march.exitCode == 0,
                "\(byName.output)\(byCase.output)\(byNumber.output)\(march.output)")
        let february = try FileSystem.readFile(scratch.path + "/number.png", limit: 1 << 20)
        #expect(february == (try FileSystem.readFile(scratch.path + "/name.png", limit: 1 << 20)))
        #expect(february == (try FileSystem.readFile(scratch.path + "/case.png", limit: 1 << 20)))
        #expect(february != (try FileSystem.readFile(scratch.path + "/march.png", limit: 1 << 20)))
        let unknown = try render("month=brumaire", to: "never.png")
        #expect(unknown.exitCode == 2)
        #expect(unknown.output == "panel-picker render: --select month=brumaire: months run from 1 to 12, or by name from janvier to décembre\n",
                "\(unknown.output)")
    }

    /// A new user's trial: `--offset month=30 --select month=5` drew the offset over the month selected,
    /// a picture of no date, and `--select month=12 --select month=11` drew November; both exited 0.
    /// A column takes one flag, and the refusal names both.
    @Test(arguments: [
        (["--select", "month=12", "--select", "month=11"], #"--select month=11: column "month" is already selected by --select month=12"#),
        (["--offset", "month=30", "--select", "month=5"], #"--offset month=30: column "month" is also given --select month=5; give one"#),
        (["--select", "month=5", "--offset", "month=30"], #"--offset month=30: column "month" is also given --select month=5; give one"#),
        (["--offset", "day=30", "--offset", "day=60"], #"--offset day=60: column "day" is already given --offset day=30; give one"#),
        (["--select", "c=1", "--select", "0=0"], #"--select 0=0: column "c" is already selected by --select c=1"#),
    ])
    func renderRefusesAColumnGivenTwoFlags(flags: [String], message: String) throws {
        let scratch = ScratchDirectory("render-column-twice")
        let config = flags.contains("c=1")
            ? Self.config : #"{"size": "320x240", "sections": [{"date": {"from": 2020, "to": 2030, "selected": "2024-05-10"}}]}"#
        try FileSystem.writeFileAtomically(scratch.path + "/picker.json", Array(config.utf8))
        let render = try panelPicker(["render", "--config", scratch.path + "/picker.json", "--out", scratch.path + "/never.png"] + flags)
        #expect(render.exitCode == 2)
        #expect(render.output == "panel-picker render: \(message)\n", "\(render.output)")
        #expect(try FileStatus.of(scratch.path + "/never.png") == nil)
    }

    /// A new user's trial: `--offset room=100000` of a six-row column drew it empty and exited 0. An
    /// offset beyond a finite column's rows is refused in pixels, as `render --help` gives PX; between
    /// rows, and any offset of an infinite column, is drawn.
    @Test(arguments: [
        ("room=100000", #"--offset room=100000: column "room" has 6 rows, so its offset runs from 0 to 200 px (row 5 × 40 px)"#),
        ("room=201", #"--offset room=201: column "room" has 6 rows, so its offset runs from 0 to 200 px (row 5 × 40 px)"#),
        ("room=-1", #"--offset room=-1: column "room" has 6 rows, so its offset runs from 0 to 200 px (row 5 × 40 px)"#),
        ("room=200", nil), ("room=0", nil), ("room=20.5", nil), ("n=100000", nil), ("n=-50", nil),
    ])
    func renderRefusesAnOffsetBeyondAFiniteColumnsRows(offset: String, message: String?) throws {
        let scratch = ScratchDirectory("render-offset-range")
        let config = #"""
            {"size": "320x240", "row_height": 32, "row_spacing": 8, "columns": [{"id": "room", "items": ["Kitchen", "Hall", "Bath", "Attic", "Cellar", "Porch"]},
             {"id": "n", "range": {"from": 0, "to": 9}, "infinite": true}]}
            """#
        try FileSystem.writeFileAtomically(scratch.path + "/picker.json", Array(config.utf8))
        let render = try panelPicker(["render", "--config", scratch.path + "/picker.json", "--out", scratch.path + "/out.png", "--offset", offset])
        if let message {
            #expect(render.exitCode == 2)
            #expect(render.output == "panel-picker render: \(message)\n", "\(render.output)")
            #expect(try FileStatus.of(scratch.path + "/out.png") == nil)
        } else {
            #expect(render.exitCode == 0, "\(render.output)")
        }
    }

    /// A font or image the config file names that cannot be opened was reported without the file
    /// (`panel-picker render: columns[0].items[0].image: ...`), where a key's error names it; `run`
    /// said `key.json: ...` for a key and nothing for a font.
    @Test(arguments: [
        (#"{"size": "160x120", "columns": [{"items": [{"text": "a", "image": "nope.png"}]}]}"#, "columns[0].items[0].image: image "),
        (#"{"size": "160x120", "theme": {"font": "/nope.ttf"}, "columns": [{"items": ["a"]}]}"#, "theme.font: font /nope.ttf: "),
        (#"{"size": "160x120", "columns": [{"items": ["a"], "bogus": 1}]}"#, "columns[0].bogus: unknown key"),
        // Every command names the files beside a broken rule, as the library does (review of trial 36's fix).
        (#"{"size": "160x120", "visible_rows": 4, "columns": [{"items": [{"text": "a", "image": "/nope.png"}]}]}"#,
         "visible_rows: expected an odd number (the band is the middle row), got 4; also columns[0].items[0].image: image /nope.png: "),
        (#"{"size": "160x120", "theme": {"font": "/nope.ttf"}, "columns": [{"items": [{"text": "a", "image": "/nope.png"}]}]}"#,
         "theme.font: font /nope.ttf: No such file or directory; give a readable .ttf or .otf file, or a fontconfig pattern such as \"DejaVu Sans\", or no font for the built-in DejaVu Sans; also columns[0].items[0].image: image /nope.png: "),
    ])
    func everyCommandNamesTheConfigFileOfEveryProblemItHas(config: String, problem: String) throws {
        let scratch = ScratchDirectory("config-file-problem")
        let path = scratch.path + "/picker.json"
        try FileSystem.writeFileAtomically(path, Array(config.utf8))
        try FileSystem.writeFileAtomically(scratch.path + "/trace.jsonl", Array(#"{"t": 0, "type": "key", "key": "down"}"#.utf8))
        let render = try panelPicker(["render", "--config", path, "--out", scratch.path + "/never.png"])
        #expect(render.exitCode == 2)
        #expect(render.output.hasPrefix("panel-picker render: config \(path): \(problem)"), "\(render.output)")
        let simulate = try panelPicker(["simulate", "--config", path, "--trace", scratch.path + "/trace.jsonl"])
        #expect(simulate.exitCode == 2)
        #expect(simulate.output.hasPrefix("panel-picker simulate: config \(path): \(problem)"), "\(simulate.output)")
        let run = try panelPicker(["run", "--config", path, "--backend", "offscreen"])
        #expect(run.exitCode == 2)
        #expect(run.output.hasPrefix("panel-picker: error: config \(path): \(problem)"), "\(run.output)")
    }

    /// A new user's trial: `"theme": {"font": "lock.png"}`, a PNG beside the config, said `no installed
    /// font matches "lock.png"`. The file is opened, and the message says it is no font.
    @Test func aFontThatIsAFileButNoFontIsReportedAsSuch() throws {
        let scratch = ScratchDirectory("font-not-a-font")
        try FileSystem.writeFileAtomically(scratch.path + "/lock.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 64))
        func render(font: String) throws -> ChildProcess {
            let config = #"{"size": "160x120", "theme": {"font": "\#(font)"}, "columns": [{"items": ["a"]}]}"#
            try FileSystem.writeFileAtomically(scratch.path + "/picker.json", Array(config.utf8))
            return try panelPicker(["render", "--config", scratch.path + "/picker.json", "--out", scratch.path + "/out.png"])
        }
        let png = try render(font: "lock.png")
        #expect(png.exitCode == 2)
        #expect(png.output.contains("theme.font: font \(scratch.path)/lock.png: is not a font file FreeType can read"), "\(png.output)")
        #expect(!png.output.contains("no installed font matches"), "\(png.output)")
        let pattern = try render(font: "sans-serif:bold")
        #expect(pattern.exitCode == 0, "a pattern is still a pattern: \(pattern.output)")
    }

    /// A new user's trial: a config file saved "UTF-8 with BOM" said `found byte 0xef`. Every command
    /// that reads the file names the mark and what to do (docs/config.md).
    @Test func aConfigFileStartingWithAByteOrderMarkIsRefusedNamingIt() throws {
        let scratch = ScratchDirectory("config-bom")
        let path = scratch.path + "/picker.json"
        try FileSystem.writeFileAtomically(path, [0xEF, 0xBB, 0xBF] + Array(Self.config.utf8))
        try FileSystem.writeFileAtomically(scratch.path + "/trace.jsonl", Array(#"{"t": 0, "type": "key", "key": "down"}"#.utf8))
        let bom = "line 1, column 1: expected a value, found a UTF-8 byte order mark (EF BB BF) at the start; save the file (or send the line) without it\n"
        let render = try panelPicker(["render", "--config", path, "--out", scratch.path + "/never.png"])
        let simulate = try panelPicker(["simulate", "--config", path, "--trace", scratch.path + "/trace.jsonl"])
        let run = try panelPicker(["run", "--config", path, "--backend", "offscreen"])
        for child in [render, simulate, run] {
            #expect(child.exitCode == 2)
            #expect(child.output.hasPrefix("panel-picker") && child.output.contains("config \(path): ") && child.output.hasSuffix(bom), "\(child.output)")
        }
    }

    /// Issue 31: `--select mode=Off` drew a disabled row in the band and exited 0, where the library's
    /// and the socket's `select` refuse it.
    @Test(arguments: ["mode=Off", "mode=2"])
    func renderRefusesADisabledRow(select: String) throws {
        let scratch = ScratchDirectory("render-select-disabled")
        let config = #"{"size": "160x120", "columns": [{"id": "mode", "items": ["On", "Auto", {"text": "Off", "disabled": true}]}]}"#
        try FileSystem.writeFileAtomically(scratch.path + "/picker.json", Array(config.utf8))
        let render = try panelPicker(["render", "--config", scratch.path + "/picker.json", "--out", scratch.path + "/out.png", "--select", select])
        #expect(render.exitCode == 2)
        #expect(render.output.contains(#"--select \#(select): row 2 of column 0 "mode" is disabled; select an enabled row"#), "\(render.output)")
        #expect(try FileStatus.of(scratch.path + "/out.png") == nil)
    }

    /// Issue 31: large text refused in a config file named the bare `large_text_cap_height_px` and the
    /// Swift `style.largeText.capHeightPx` beside it, neither of them the key the file's author writes.
    @Test(arguments: [
        (#"{"size": "200x320", "theme": {"large_text": true, "large_text_cap_height_px": 32}, "columns": [{"items": ["Kitchen"]}, {"items": ["On"]}]}"#,
         #"columns[0]: large text cuts "Kitchen""#),
        (#"{"size": "280x480", "theme": {"large_text": true, "large_text_cap_height_px": 32}, "sections": [{"date": {"selected": "2024-09-30"}}]}"#,
         "sections[0].date: is 280 px wide"),
    ])
    func largeTextRefusedInAConfigNamesTheFullKey(config: String, problem: String) throws {
        let scratch = ScratchDirectory("render-large-text-key")
        try FileSystem.writeFileAtomically(scratch.path + "/picker.json", Array(config.utf8))
        let render = try panelPicker(["render", "--config", scratch.path + "/picker.json", "--out", scratch.path + "/out.png"])
        #expect(render.exitCode == 2)
        #expect(render.output.contains(problem), "\(render.output)")
        #expect(render.output.contains("or large text a smaller capital H (theme.large_text_cap_height_px)\n"), "\(render.output)")
        #expect(!render.output.contains("style."), "\(render.output)")
    }

    @Test(arguments: [
        (["render", "--config", "a.json", "--config", "b.json", "--out", "x.png"], "--config is given twice; give it once"),
        (["render", "--config=a.json", "--out", "x.png", "--config=b.json"], "--config is given twice; give it once"),
        (["render", "--config", "a.json", "--out", "x.png", "--select", "hour"], "--select expects COL=ROW, got 'hour'"),
        (["run", "--backend", "offscreen", "--backend=terminal", "--config", "a.json"], "--backend is given twice"),
        (["simulate", "--config", "a.json", "--trace", "t.jsonl", "--frames=yes"], "--frames takes no value"),
        (["calibrate", "--config", "a.json", "--write", "--write"], "--write is given twice"),
        (["render", "--bogus=1"], "unknown option '--bogus'\n"),
        // Trial 20 (issue 31): a typo of an option got no guess, where a config key's does.
        (["render", "--config", "a.json", "--fromat", "rgb565"], "unknown option '--fromat'; did you mean '--format'?"),
        (["render", "--config", "a.json", "--output", "x.png"], "unknown option '--output'; did you mean '--out'?"),
        // A new user's trial: `--out=` said "--out FILE.png is required".
        (["render", "--config", "a.json", "--out="], "--out: an empty path; give the PNG to write"),
        (["render", "--config", "a.json", "--out", ""], "--out: an empty path; give the PNG to write"),
        (["render", "--config=", "--out", "x.png"], "--config: an empty path; give the config file to read"),
        (["render", "--config", "a.json", "--out", "x.png", "--format="], "--format expects xrgb8888 or rgb565, got ''"),
        (["render", "--config", "a.json", "--out", "x.png", "--select="], "--select expects COL=ROW, got ''"),
        (["simulate", "--config", "a.json", "--trace="], "--trace: an empty path; give the trace to replay"),
        (["run", "--config", "a.json", "--record-input="], "--record-input: an empty path; give the file to record the input in"),
        (["calibrate", "--config", "a.json", "--device="], "--device: an empty path; give the touch device to calibrate"),
        (["mqtt", "--config", "a.json", "--socket="], "--socket: an empty path; give the control socket to use"),
        (["ctl", "--socket=", "ping"], "--socket: an empty path; give the control socket to use"),
        (["run", "stray", "--config", "a.json"], "unexpected argument 'stray'"),
    ])
    func repeatedAndMalformedOptionsAreRefused(arguments: [String], message: String) throws {
        let child = try panelPicker(arguments)
        #expect(child.exitCode == 2)
        #expect(child.output.contains(message), "\(child.output)")
    }

    /// `run` on `backend` of a two-row picker with no control socket, its config written to `configPath`.
    func runWithoutSocket(backend: String, configPath: String) throws -> ChildProcess {
        try FileSystem.writeFileAtomically(configPath, Array(#"{"size": "160x120", "control": {"socket": false}, "columns": [{"items": ["a", "b"]}]}"#.utf8))
        return try panelPicker(["run", "--config", configPath, "--backend", backend])
    }

    /// Offscreen takes no input: without a socket only a countdown could ever end the picker.
    @Test func anOffscreenRunNothingCouldEverConfirmIsRefused() throws {
        let scratch = ScratchDirectory("offscreen-unreachable")
        let path = scratch.path + "/picker.json"
        let refused = try runWithoutSocket(backend: "offscreen", configPath: path)
        #expect(refused.exitCode == 2)
        #expect(refused.output.contains("offscreen with no control socket, nothing could ever confirm this picker"), "\(refused.output)")

        try FileSystem.writeFileAtomically(path, Array(#"""
            {"size": "160x120", "control": {"socket": false}, "confirm": {"timeout_s": 1}, "state": {"save_delay_ms": 0}, "columns": [{"items": ["a", "b"]}]}
            """#.utf8))
        let counted = try ChildProcess("/usr/bin/env", ["STATE_DIRECTORY=\(scratch.path)", try #require(siblingExecutable("panel-picker")),
                                                         "run", "--config", path, "--backend", "offscreen"])
        counted.wait()
        #expect(counted.exitCode == 0, "the countdown confirms it: \(counted.output)")
        #expect(counted.output.contains(#""value":"a""#), "\(counted.output)")
    }
}

/// `panel-picker boot`: what it would ask of systemd for a result, and the errors that stop it.
extension CommandLineTests {
    func bootConfig(_ scratch: ScratchDirectory, target: String) throws -> String {
        let path = scratch.path + "/boot.json"
        try FileSystem.writeFileAtomically(path, Array("""
            {"columns": [{"id": "p", "items": [{"text": "Normal", "value": "normal", "boot": {"target": "multi-user.target"}},
              {"text": "Other", "value": "other", "boot": {"target": "\(target)", "isolate": true}}]}],
             "confirm": {"result_file": "result.json"}}
            """.utf8))
        return path
    }

    @Test func bootStartsTheConfirmedRowsTargetOrTheDefaultsWithAWarning() throws {
        let scratch = ScratchDirectory("boot-command")
        let config = try bootConfig(scratch, target: "rescue.target")
        let missing = try panelPicker(["boot", "--config", config, "--dry-run"])
        #expect(missing.exitCode == 0)
        #expect(missing.output.contains("result \(scratch.path)/result.json not used (cannot read it: No such file or directory); going on with the default row \"normal\""), "\(missing.output)")
        #expect(missing.output.hasSuffix("systemctl start --no-block multi-user.target\n"), "\(missing.output)")

        try FileSystem.writeFileAtomically(scratch.path + "/result.json", Array(#"{"selection":[{"column":0,"id":"p","row":1,"value":"other"}]}"#.utf8))
        let chosen = try panelPicker(["boot", "--config", config, "--dry-run"])
        #expect(chosen.exitCode == 0)
        #expect(chosen.output == "systemctl isolate --no-block rescue.target\n", "\(chosen.output)")
    }

    @Test func bootRefusesATargetWithNoUnitFileNamingItsKey() throws {
        let scratch = ScratchDirectory("boot-command-missing")
        let config = try bootConfig(scratch, target: "no-such-panel-picker-test.target")
        try FileSystem.writeFileAtomically(scratch.path + "/result.json", Array(#"{"selection":[{"id":"p","value":"other"}]}"#.utf8))
        let refused = try panelPicker(["boot", "--config", config, "--dry-run"])
        #expect(refused.exitCode == 2)
        #expect(refused.output.contains("columns[0].items[1].boot.target: no unit file no-such-panel-picker-test.target in /etc/systemd/system"), "\(refused.output)")
    }

    /// Trial 11 (issue 31): the terminal preview with its output sent to a file wrote its picture
    /// there as escape sequences, without a word.
    @Test func theTerminalPreviewIntoAFileOrPipeIsRefused() throws {
        let scratch = ScratchDirectory("terminal-into-pipe")
        let refused = try runWithoutSocket(backend: "terminal", configPath: scratch.path + "/picker.json")
        #expect(refused.exitCode == 3)
        #expect(refused.output.contains("the terminal preview needs a terminal on standard output, which is a file or a pipe here"),
                "\(refused.output)")
        #expect(!refused.output.contains("\u{1B}["), "no escape sequence was written")
    }
}
