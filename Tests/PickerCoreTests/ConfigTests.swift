import Testing
@testable import PickerCore

func parseConfig(_ text: String) throws(ConfigError) -> PickerConfig {
    try PickerConfig.parse(Array(text.utf8), directory: "/etc/picker")
}

/// A one-column config with `fragment` beside its columns is refused, naming `path` with `message`.
func expectRefused(_ fragment: String, path: String, message: String) {
    do {
        _ = try parseConfig(#"{"columns": [{"items": ["a"]}], \#(fragment)}"#)
        Issue.record("accepted: \(fragment)")
    } catch {
        #expect(error.path == path)
        #expect(error.message.contains(message), "\(error.message)")
    }
}

@Suite struct ConfigTests {
    @Test func minimalConfigTakesTheDocumentedDefaults() throws {
        let config = try parseConfig(#"{"columns": [{"items": ["a", "b"]}]}"#)
        #expect(config.width == 800 && config.height == 480)
        #expect(config.orientation == .vertical && config.style == .wheel)
        #expect(config.rowHeightPx == 48 && config.visibleRows == 5)
        #expect(config.decelerationRate == Fixed(decimal: "0.998"))
        #expect(config.theme.selection.style == .indicator)
        #expect(config.mode == .oneshot)
    }

    /// A picker that keeps every trailing text keeps them under large text too, unless told otherwise.
    @Test func keepingTrailingTextKeepsItUnderLargeText() throws {
        for (theme, keeps, largeKeeps) in [("{}", false, false), (#"{"keep_trailing_text": true}"#, true, true),
                                           (#"{"large_text_keeps_trailing_text": true}"#, false, true),
                                           (#"{"keep_trailing_text": true, "large_text_keeps_trailing_text": false}"#, true, false)] {
            let config = try parseConfig(#"{"theme": \#(theme), "columns": [{"items": ["a"]}]}"#)
            #expect(config.theme.keepTrailingText == keeps && config.theme.largeTextKeepsTrailingText == largeKeeps, "\(theme)")
        }
    }

    @Test func fullConfigReadsEveryKey() throws {
        let config = try parseConfig("""
        {"size": {"width": 1024, "height": 600}, "orientation": "horizontal", "style": "flat",
         "row_height": 40, "row_spacing": 4, "visible_rows": 7, "deceleration_rate": "fast", "section_gap": 20,
         "sections": [
           {"width": 0.7, "columns": [{"id": "h", "range": {"from": 0, "to": 23, "format": "%02d"}, "infinite": true, "selected": "09", "width": 0.5, "align": "right"},
                                      {"items": ["x", {"text": "y", "image": "y.png", "disabled": true, "value": "why", "color": "#ff3b30", "highlight_color": "#FF453A"},
                                                 {"text": "z", "leading_image": "z.png", "detail": "zed", "detail_position": "after", "trailing_text": "26", "trailing_image": "/t.png", "detail_color": "#8e8e93", "detail_highlight_color": "#ffd60a",
                                                  "font": "Noto Serif", "font_size": 30, "highlight_font": ["Noto Serif:bold", "b.ttf"], "highlight_font_size": 32,
                                                  "detail_font": "z.ttf", "detail_font_size": 12, "detail_highlight_font": "DejaVu Sans Mono", "detail_highlight_font_size": 14}], "width": 0.5, "disabled": [0], "selected": 1}]},
           {"width": 0.3, "date": {"from": 2000, "to": 2030, "selected": "2024-02-29", "months": "numbers", "order": "dmy"}}],
         "theme": {"font": ["a.ttf", "/usr/share/cjk.ttc", "Noto Sans:bold"], "font_size": 20, "tint": "#FF0000", "selection": {"style": "overlay", "alpha": 0.5},
                   "fade": 0.25, "row_scale": 0.7, "dim": 0.5},
         "display": {"card": "/dev/dri/card1", "connector": "HDMI-A-1", "mode": "1280x720@60", "format": "rgb565", "rotation": 90, "api": "legacy",
                     "backend": "fbdev", "fbdev": "/dev/fb1"},
         "input": {"devices": ["/dev/input/event3"], "grab": true, "calibration": [0, 1, 0, -1, 0, 1], "swap_axes": true},
         "control": {"socket": false, "max_clients": 4, "idle_timeout_s": 5, "max_line_kib": 2048},
         "confirm": {"timeout_s": 30, "allow_cancel": false, "result_file": "choice.json"},
         "mode": "daemon"}
        """)
        #expect(config.width == 1024 && config.height == 600 && config.orientation == .horizontal)
        #expect(config.decelerationRate == PickerConfig.fastDeceleration)
        #expect(config.pitchPx == 44)
        #expect(config.theme.fonts == [.file("/etc/picker/a.ttf"), .file("/usr/share/cjk.ttc"), .pattern("Noto Sans:bold")])
        #expect(config.theme.tint == RGBColor(red: 255, green: 0, blue: 0))
        #expect(config.display.mode == DisplayConfig.Mode(width: 1280, height: 720, refreshHz: 60))
        #expect(config.display.rotationDegrees == 90 && config.display.api == .legacy)
        #expect(config.display.backend == .fbdev && config.display.fbdev == "/dev/fb1" && config.display.format == .rgb565)
        #expect(config.input.calibration[3] == -Fixed.one)
        #expect(config.control.enabled == false && config.control.idleTimeoutS == 5 && config.control.maxLineKiB == 2048)
        #expect(config.confirm.resultFile == "/etc/picker/choice.json")
        guard case .columns(let columns) = config.sections[0].content else { Issue.record("expected columns"); return }
        #expect(columns[1].content == .items([
            ItemConfig(text: "x"),
            ItemConfig(text: "y", imagePath: "/etc/picker/y.png", disabled: true, value: "why",
                       color: RGBColor(red: 0xFF, green: 0x3B, blue: 0x30), highlightColor: RGBColor(red: 0xFF, green: 0x45, blue: 0x3A)),
            leadingImageItem,
        ]))
        // Named as the document lists them: by section and column.
        let item = "sections[0].columns[1].items[2]"
        #expect(config.namedFiles.filter { $0.key.hasPrefix("\(item).") }.map(\.key)
                == ["\(item).leading_image", "\(item).trailing_image", "\(item).highlight_font", "\(item).detail_font"])
    }

    @Test(arguments: [
        (#"{"columns": [{"items": ["a"]}], "colour": 1}"#, "colour", "unknown key"),
        (#"{"columns": []}"#, "columns", "expected at least one column"),
        (#"{"columns": [{"items": ["a"]}], "size": "320x100", "row_height": 120, "visible_rows": 1}"#, "row_height",
         "rows of 120 px do not fit on a picker 100 px tall"),
        (#"{"columns": [{"items": ["a"]}], "size": "100x320", "orientation": "horizontal", "row_height": 120, "visible_rows": 1}"#,
         "row_height", "rows of 120 px do not fit on a picker 100 px wide"),
        // Trial 7 (issue 31): 31 rows on 240 px showed five, and said nothing.
        (#"{"columns": [{"items": ["a"]}], "size": "320x240", "visible_rows": 31}"#, "visible_rows",
         "31 rows of 48 px do not fit on a picker 240 px tall (the size it was given); at most 5 fit"),
        (#"{"columns": [{"items": ["a"]}], "size": "320x250", "row_spacing": 4, "visible_rows": 7}"#, "visible_rows",
         "7 rows of 52 px do not fit on a picker 250 px tall (the size it was given); at most 3 fit"),
        // Trial 10 (issue 31): 400 px text in 48 px rows drew fragments of giant glyphs.
        (#"{"columns": [{"items": ["a"]}], "size": "320x240", "theme": {"font_size": 400}}"#, "theme.font_size",
         "text of 400 px does not fit rows of 48 px; give at most 48 px, or more room"),
        (#"{"columns": [{"items": ["a"]}], "size": "320x40", "orientation": "horizontal", "row_height": 40, "theme": {"highlight_font_size": 41}}"#,
         "theme.highlight_font_size", "text of 41 px does not fit a picker 40 px tall"),
        // Trial 11 (issue 31): a line break in a title was drawn as a box, and carried into the value.
        (#"{"columns": [{"items": ["Row\n0"]}]}"#, "columns[0].items[0]",
         "holds U+000A (a line break); a row's text is one line, with no control characters"),
        (#"{"columns": [{"items": [{"text": "a", "detail": "b\u0007"}]}]}"#, "columns[0].items[0].detail",
         "holds U+0007; a row's text is one line, with no control characters"),
        // Issue 31: a column id with a line break was taken, and split the lines it is shown in.
        (#"{"columns": [{"id": "a\nb", "items": ["a"]}]}"#, "columns[0].id",
         "holds U+000A (a line break); a column's id is one line, with no control characters"),
        (#"{"sections": [{"columns": [{"items": ["a"]}, {"id": "b\u001b", "items": ["a"]}]}]}"#, "sections[0].columns[1].id",
         "holds U+001B; a column's id is one line, with no control characters"),
        // Trial 10 (issue 31): a row scale on a wheel, or a depth on a flat picker, changed nothing, silently.
        (#"{"columns": [{"items": ["a"]}], "theme": {"row_scale": 0.8}}"#, "theme.row_scale",
         "shrinks the rows of the flat style only; a wheel's rows shrink with its depth: choose the flat style or leave row_scale out"),
        (#"{"columns": [{"items": ["a"]}], "style": "flat", "theme": {"depth": 400}}"#, "theme.depth",
         "is the wheel style's distance from the eye; the flat style has none: choose the wheel style or leave depth out"),
        // Issue 31: a thickness beside the overlay, which draws no lines, was taken silently.
        (#"{"columns": [{"items": ["a"]}], "theme": {"selection": {"style": "overlay", "thickness": 4}}}"#, "theme.selection.thickness",
         #"is the width of the indicator style's lines; the "overlay" style draws none: choose "indicator" or leave thickness out"#),
        (#"{"columns": [{"items": ["a"]}], "theme": {"selection": {"style": "none", "thickness": 2}}}"#, "theme.selection.thickness",
         #"the "none" style draws none"#),
        // Trial 8 (issue 31): five rows given were cut to fit, as if the key had been left out.
        (#"{"columns": [{"items": ["a"]}], "size": "320x200", "row_height": 100, "visible_rows": 5}"#, "visible_rows",
         "5 rows of 100 px do not fit on a picker 200 px tall (the size it was given); at most 1 fit"),
        (#"{"columns": [{"items": ["a"]}], "confirm": {"extend_s": 5}}"#, "confirm.extend_s", "extends the countdown of timeout_s, which is not set"),
        (#"{"columns": [{"items": ["Home", "Cafe", "Home"]}]}"#, "columns[0].items[2]",
         #""Home" is items[0]'s value too; each row's value must be its own (results, saved state and set_selection find a row by it); rows that show the same text need values of their own"#),
        (#"{"columns": [{"items": [{"text": "a", "value": "x"}, "b", {"text": "c", "value": "x"}]}]}"#, "columns[0].items[2].value",
         #""x" is items[0]'s value too; each row's value must be its own"#),
        (#"{"columns": [{"items": [{"text": "a", "value": "b"}, "b"]}]}"#, "columns[0].items[1]", #""b" is items[0]'s value too"#),
        (#"{}"#, "", "a config needs \"sections\" or \"columns\""),
        (#"{"columns": [{"items": ["a"]}], "row_height": 1000}"#, "row_height", "expected a whole number from 8 to 512, got 1000"),
        (#"{"columns": [{"items": ["a"]}], "visible_rows": 4}"#, "visible_rows", "expected an odd number"),
        (#"{"columns": [{"items": ["a"]}], "size": "800by480"}"#, "size", "expected \"WxH\""),
        (#"{"columns": [{"items": ["a"]}], "orientation": "diagonal"}"#, "orientation", "expected \"vertical\" or \"horizontal\""),
        (#"{"columns": [{"range": {"from": 0, "to": 10, "step": -1}}]}"#, "columns[0].range.step", "expected a non-zero step"),
        (#"{"columns": [{"range": {"from": 0, "to": 10, "format": "%s"}}]}"#, "columns[0].range.format", "expected an integer conversion"),
        (#"{"columns": [{"range": {"from": 0, "to": 2000000000}}]}"#, "columns[0].range.to", "1000000000"),
        (#"{"columns": [{"items": [{"text": "a", "lang": "-v"}]}]}"#, "columns[0].items[0].lang", "expected a language or voice name"),
        (#"{"columns": [{"items": ["a"], "lang": "de DE"}]}"#, "columns[0].lang", "expected a language or voice name"),
        (#"{"columns": [{"items": ["a"], "label": ""}]}"#, "columns[0].label", "expected a non-empty string"),
        (#"{"columns": [{"items": [{"text": "a", "speech": 5}]}]}"#, "columns[0].items[0].speech", "expected a string"),
        (#"{"columns": [{"items": ["a"]}], "theme": {"lang": "en;rm"}}"#, "theme.lang", "expected a language or voice name"),
        // Trial 108: a POSIX locale and a language's name were taken, and said nothing until speech spoke.
        (#"{"columns": [{"items": ["a"]}], "theme": {"lang": "de_DE"}}"#, "theme.lang",
         #"expected a language as BCP 47 writes it ("de", "de-CH", "pt-BR"), got "de_DE"; did you mean "de-DE"?"#),
        (#"{"columns": [{"items": ["a"], "lang": "Deutsch"}]}"#, "columns[0].lang", #"expected a language as BCP 47 writes it ("de", "de-CH", "pt-BR"), got "Deutsch""#),
        (#"{"columns": [{"items": [{"text": "a", "lang": "Polish"}]}]}"#, "columns[0].items[0].lang", #"got "Polish""#),
        (#"{"columns": [{"items": ["a"], "width": 0.5}, {"items": ["b"], "width": 0.4}]}"#, "columns", "column widths add up to 0.9, expected 1"),
        (#"{"columns": [{"items": ["a"], "width": 1}, {"items": ["b"]}]}"#, "columns", "1 of 2 columns give a width"),
        (#"{"columns": [{"items": ["a"], "width": -0.5}]}"#, "columns[0].width", "expected a number in (0, 1]"),
        // Trial 20 (issue 31): a number too large for the fixed-point type read as no number.
        (#"{"columns": [{"items": ["a"]}], "theme": {"dim": 1e999}}"#, "theme.dim", "expected a number in [0, 1], got 1e999"),
        (#"{"columns": [{"items": ["a"]}], "theme": {"dim": -1e300}}"#, "theme.dim", "expected a number in [0, 1], got -1e300"),
        (#"{"columns": [{"items": ["a"]}], "row_height": 1e30}"#, "row_height", "expected a whole number from 8 to 512, got 1e30"),
        // … and too many columns for the width named no key.
        (#"{"size": "24x320", "columns": [{"items": ["a"]}, {"items": ["b"]}, {"items": ["c"]}, {"items": ["d"]}]}"#, "columns",
         "4 columns do not fit across 24 px at 8 px a column at least; give fewer columns or a wider picker"),
        (#"{"size": "30x320", "sections": [{"columns": [{"items": ["a"]}]}, {"columns": [{"items": ["b"]}, {"items": ["c"]}]}]}"#, "sections",
         "3 columns and 1 section gap of 12 px do not fit across 30 px at 8 px a column at least; give fewer columns or a wider picker"),
        (#"{"columns": [{"items": ["a"], "range": {"from": 0, "to": 1}}]}"#, "columns[0]", "not both"),
        (#"{"columns": [{"items": [{"disabled": true}]}]}"#, "columns[0].items[0]", "needs \"text\" or \"image\""),
        (#"{"columns": [{"items": ["a", {"text": "b", "color": "red"}]}]}"#, "columns[0].items[1].color", "expected a colour as \"#rrggbb\""),
        (#"{"columns": [{"items": [{"text": "a", "highlight_color": 7}]}]}"#, "columns[0].items[0].highlight_color", "expected a colour"),
        (#"{"columns": [{"items": ["a", "b", {"text": "c", "detail": "d", "detail_position": "beside"}]}]}"#,
         "columns[0].items[2].detail_position", #"expected "below" or "after", got the string "beside""#),
        (#"{"columns": [{"items": [{"text": "a", "tooltip": "b"}]}]}"#, "columns[0].items[0].tooltip",
         "unknown key (expected one of: text, image, leading_image, disabled, value, color, highlight_color, detail, detail_position, trailing_text, trailing_image, "
            + "font, font_size, highlight_font, highlight_font_size, detail_font, detail_font_size, detail_highlight_font, detail_highlight_font_size, detail_color, detail_highlight_color, boot, speech, lang)"),
        (#"{"columns": [{"items": [{"text": "a", "detail": "b", "detail_highlight_font_size": 3}]}]}"#, "columns[0].items[0].detail_highlight_font_size",
         "expected a whole number from 4 to 512, got 3"),
        (#"{"columns": [{"items": [{"text": "a", "highlight_font_size": 600}]}]}"#, "columns[0].items[0].highlight_font_size", "expected a whole number from 4 to 512, got 600"),
        (#"{"columns": [{"items": [{"text": "a", "highlight_font": 3}]}]}"#, "columns[0].items[0].highlight_font", "expected an array, got the number 3"),
        (#"{"columns": [{"items": [{"text": "a", "detail_highlight_font": []}]}]}"#, "columns[0].items[0].detail_highlight_font",
         "expected a font (path or fontconfig pattern)"),
        (#"{"columns": [{"items": [{"text": "a", "detail": "b", "detail_color": "grey"}]}]}"#, "columns[0].items[0].detail_color", "expected a colour"),
        (#"{"columns": [{"items": [{"text": "a", "font_size": 2}]}]}"#, "columns[0].items[0].font_size", "expected a whole number from 4 to 512, got 2"),
        (#"{"columns": [{"items": [{"text": "a", "detail_font": []}]}]}"#, "columns[0].items[0].detail_font", "expected a font (path or fontconfig pattern)"),
        (#"{"columns": [{"items": [{"text": "a", "trailing_text": 5}]}]}"#, "columns[0].items[0].trailing_text", "expected a string"),
        (#"{"columns": [{"items": [{"text": "a", "trailing_image": ""}]}]}"#, "columns[0].items[0].trailing_image", "expected a non-empty string"),
        (#"{"columns": [{"items": [{"image": "a.png", "leading_image": "b.png"}]}]}"#, "columns[0].items[0].leading_image", "names the same part as \"image\""),
        (#"{"columns": [{"items": ["a"]}], "theme": {"tint": "blue"}}"#, "theme.tint", "expected a colour as \"#rrggbb\""),
        (#"{"columns": [{"items": ["a"]}], "theme": {"selection": {"style": "image"}}}"#, "theme.selection.image", "is required"),
        (#"{"columns": [{"items": ["a"]}], "display": {"rotation": 45}}"#, "display.rotation", "expected 0, 90, 180 or 270"),
        (#"{"columns": [{"items": ["a"]}], "control": {"idle_timeout_s": 0}}"#, "control.idle_timeout_s", "expected a whole number from 1 to 86400, got 0"),
        (#"{"columns": [{"items": ["a"]}], "control": {"max_line_kib": 32}}"#, "control.max_line_kib", "expected a whole number from 64 to 16384, got 32"),
        (#"{"columns": [{"items": ["a"]}], "display": {"backend": "x11"}}"#, "display.backend", #"expected "auto" or "drm" or "fbdev" or "terminal" or "offscreen", got the string "x11""#),
        (#"{"columns": [{"items": ["a"]}], "display": {"fbdev": ""}}"#, "display.fbdev", "expected"),
        (#"{"columns": [{"items": ["a"]}], "input": {"calibration": [1, 0, 0]}}"#, "input.calibration", "expected 6 numbers"),
        (#"{"columns": [{"items": ["a"]}], "deceleration_rate": 1}"#, "deceleration_rate", "expected a number in (0, 1)"),
        (#"{"sections": [{"date": {"selected": "2023-02-29"}}]}"#, "sections[0].date.selected", #""2023-02-29" is no date: February 2023 has 28 days"#),
        (#"{"sections": [{"date": {"selected": "2024-13-01"}}]}"#, "sections[0].date.selected", #""2024-13-01" is no date: month 13 does not exist"#),
        (#"{"sections": [{"date": {"selected": "1 May 2024"}}]}"#, "sections[0].date.selected", #"expected a date as "YYYY-MM-DD", got "1 May 2024""#),
        (#"{"sections": [{"date": {"selected": "2024-+5-01"}}]}"#, "sections[0].date.selected", #"expected a date as "YYYY-MM-DD", got "2024-+5-01""#),
        (#"{"sections": [{"date": {"month_names": ["Jan", "Feb"]}}]}"#, "sections[0].date.month_names", "expected 12 month names, January first, got 2"),
        (#"{"sections": [{"date": {"month_names": "fre"}}]}"#, "sections[0].date.month_names",
         #"no month names for the language "fre"; did you mean "fr"? give 12 names, January first, or one of am, ar, bg, bn, ca, cs, "#),
        (#"{"size": [320, 240], "columns": [{"items": ["a"]}]}"#, "size", #"expected "WxH" ("320x240") or {"width": W, "height": H}, got an array"#),
        (#"{"columns": [{"items": [1]}]}"#, "columns[0].items[0]", #"expected a row's text ("Home") or an item object ({"text": "Home", ...}), got the number 1"#),
        (#"{"sections": [{"date": {"month_names": "x y"}}]}"#, "sections[0].date.month_names", #"expected a language or voice name"#),
        (#"{"sections": [{"date": {"month_names": 12}}]}"#, "sections[0].date.month_names",
         #"expected 12 month names, January first, or a language ("fr"), got the number 12"#),
        (#"{"sections": [{"date": {"months": "numbers", "month_names": ["1","2","3","4","5","6","7","8","9","10","11","12"]}}]}"#,
         "sections[0].date.month_names", "only used with months \"names\""),
        (#"{"sections": [{"date": {"month_width": 0}}]}"#, "sections[0].date.month_width", "expected a number in (0, 1], got 0"),
        (#"{"sections": [{"date": {"month_width": 0.5}}]}"#, "sections[0].date", "1 of 3 date columns give a width; give all or none"),
        (#"{"sections": [{"date": {"year_width": 0.5, "month_width": 0.5, "day_width": 0.5}}]}"#, "sections[0].date", "date column widths add up to 1.5, expected 1"),
        (#"{"columns": [{"items": ["a"]}], "theme": {"direction": "rlt"}}"#, "theme.direction", "expected \"auto\" or \"ltr\" or \"rtl\", got the string \"rlt\""),
        (#"{"columns": [{"items": ["a"]}], "theme": {"font": []}}"#, "theme.font", "expected a font (path or fontconfig pattern)"),
        (#"{"columns": [{"items": ["a"]}], "control": {"socket": 3}}"#, "control.socket", "expected a path or false"),
        (#"{"columns": [{"items": ["a"]}"#, "", "not valid JSON: line 1, column 30: unterminated array"),
        // A misspelt required key is named, with the key it most likely meant.
        (#"{"colums": [{"items": ["a"]}]}"#, "colums", #"unknown key; did you mean "columns"?"#),
        (#"{"columns": [{"itmes": ["a"]}]}"#, "columns[0].itmes", #"unknown key; did you mean "items"?"#),
        (#"{"columns": [{"items": [{"txt": "a"}]}]}"#, "columns[0].items[0].txt", #"unknown key; did you mean "text"?"#),
        (#"{"sections": [{"dates": {}}]}"#, "sections[0].dates", #"unknown key; did you mean "date"?"#),
        // Trial 91: an item's "enabled" listed every key but the one it meant.
        (#"{"columns": [{"items": [{"text": "a", "enabled": false}, "b"]}]}"#, "columns[0].items[0].enabled",
         #"unknown key; did you mean "disabled"? (its opposite: rows are enabled unless disabled)"#),
        (#"{"columns": [{"items": ["a"]}], "orientatoin": "horizontal"}"#, "orientatoin", #"unknown key; did you mean "orientation"?"#),
        (#"{"colour": 1}"#, "", #"a config needs "sections" or "columns""#),
        // Trial 113's charger: the Swift API's names, and another word for a key, written in a config.
        (#"{"columns": [{"items": [{"title": "50 %"}]}]}"#, "columns[0].items[0].title", #"unknown key; did you mean "text"?"#),
        (#"{"columns": [{"items": [{"text": "a", "subtitle": "b"}]}]}"#, "columns[0].items[0].subtitle", #"unknown key; did you mean "detail"?"#),
        (#"{"columns": [{"items": [{"text": "a", "highlightedFontPaths": ["Noto Sans"]}]}]}"#, "columns[0].items[0].highlightedFontPaths",
         #"unknown key; did you mean "highlight_font"?"#),
        (#"{"columns": [{"items": [{"text": "a", "leadingImagePath": "a.png"}]}]}"#, "columns[0].items[0].leadingImagePath",
         #"unknown key; did you mean "leading_image"?"#),
        (#"{"columns": [{"items": ["a"]}], "theme": {"highlightFontSize": 30}}"#, "theme.highlightFontSize", #"unknown key; did you mean "highlight_font_size"?"#),
        (#"{"columns": [{"items": ["a"]}], "visibleRows": 3}"#, "visibleRows", #"unknown key; did you mean "visible_rows"?"#),
        (#"{"columns": [{"items": ["a"]}], "width": 480}"#, "width", #"unknown key; did you mean "size"?"#),
        (#"{"columns": [{"items": ["a"]}], "display": {"width": 480}}"#, "display.width",
         #"unknown key; did you mean the top level's "size"? write it there: {"size": …}"#),
        (#"{"columns": [{"items": ["a"]}], "theme": {"preset": "dark"}}"#, "theme.preset",
         #"expected "high-contrast", got the string "dark"; the theme with no preset is dark already (grey rows, white in the band, on black): leave "preset" out"#),
        (#"{"columns": [{"items": ["a"]}], "theme": {"preset": "Light"}}"#, "theme.preset",
         #"no preset is light: give "background", "text", "highlight_text", "disabled_text" and "tint""#),
        // Trial 52: a section's key at the top level was one of eighteen unknown keys; it is named
        // with the section it belongs in (every one that reads it).
        (#"{"columns": [{"items": ["a"]}], "row_scale": 0.8}"#, "row_scale",
         #"is a key of "theme", not of the top level; write it inside: {"theme": {"row_scale": …}}"#),
        (#"{"columns": [{"items": ["a"]}], "timeout_s": 30}"#, "timeout_s",
         #"is a key of "confirm", not of the top level; write it inside: {"confirm": {"timeout_s": …}}"#),
        (#"{"columns": [{"items": ["a"]}], "enabled": true}"#, "enabled",
         #"is a key of "feedback" and "speech", not of the top level; write it inside: {"feedback": {"enabled": …}}"#),
        // Trial 103: the top level's keys and another section's, written in the theme, listed the
        // theme's 22 keys each; they are named with where they belong.
        (#"{"theme": {"row_height": 80}, "columns": [{"items": ["a"]}]}"#, "theme.row_height",
         #"is a key of the top level, not of "theme"; write it there: {"row_height": …}"#),
        (#"{"theme": {"timeout_s": 5}, "columns": [{"items": ["a"]}]}"#, "theme.timeout_s",
         #"is a key of "confirm", not of "theme"; write it inside: {"confirm": {"timeout_s": …}}"#),
        (#"{"confirm": {"font_size": 5}, "columns": [{"items": ["a"]}]}"#, "confirm.font_size",
         #"is a key of "theme", not of "confirm"; write it inside: {"theme": {"font_size": …}}"#),
        // A key that is the first word of longer keys names them ("trailing" listed 24 keys), and a
        // preset spelt as a switch names the preset.
        (#"{"columns": [{"items": [{"text": "a", "trailing": "-60 dBm"}]}]}"#, "columns[0].items[0].trailing",
         #"unknown key; did you mean "trailing_text" or "trailing_image"?"#),
        (#"{"sections": [{"date": {"from_year": 2020}}]}"#, "sections[0].date.from_year", #"unknown key; did you mean "from"?"#),
        (#"{"size": "800x48O", "columns": [{"items": ["a"]}]}"#, "size", #"got "800x48O"; "O" (character 7) is no digit: a 0 was meant?"#),
        // Trial 25: "c" got did you mean "a"?; one or two letters are no typo of another.
        (#"{"columns": [{"items": ["a", "b"], "selected": "c"}]}"#, "columns[0].selected", #"no row has the value "c" (values read like "a", "b")"#),
        // Trial 85: "45.0" on water temperatures was taken for a typo of "35.0", 10 °C off; and
        // "37.3" for "37.0", where "37.5" is nearer. A list of numbers written alike takes the nearest.
        (#"{"columns": [{"items": ["36.0 °C", "36.5 °C", "37.0 °C", "37.5 °C", "40.0 °C"], "selected": "45.0"}]}"#, "columns[0].selected",
         #"did you mean "40.0 °C"?"#),
        (#"{"columns": [{"items": ["35.0", "36.0", "37.0", "37.5"], "selected": "37.3"}]}"#, "columns[0].selected",
         #"did you mean "37.5"?"#),
        (#"{"columns": [{"items": ["-12 dB", "-6 dB", "0 dB", "+6 dB"], "selected": "-7"}]}"#, "columns[0].selected",
         #"did you mean "-6 dB"?"#),
        // Trial 105: the hyphen of "dock-7" joins a name to its number; it is no minus sign, so
        // "dock7" means "dock-7", not "dock-1" (nearest -7 of -1, -2, -7, -12).
        (#"{"columns": [{"items": ["dock-1", "dock-2", "dock-7", "dock-12"], "selected": "dock7"}]}"#, "columns[0].selected",
         #"did you mean "dock-7"?"#),
        (#"{"columns": [{"items": ["dock-1", "dock-2", "dock-7", "dock-12"], "selected": "12"}]}"#, "columns[0].selected",
         #"did you mean "dock-12"?"#),
        (#"{"columns": [{"items": ["a"]}], "confirm": {"timeout_action": "cancel"}}"#, "confirm.timeout_action",
         "says what the countdown of timeout_s does, which is not set; give timeout_s too"),
        (#"{"columns": [{"items": ["a"]}], "confirm": {"timeout_s": 5, "timeout_action": "reset"}}"#, "confirm.timeout_action",
         #""confirm""#),
        // Trial 96: "21,5" among temperatures in tenths ("150" to "280", shown "15,0" to "28,0")
        // was taken for the number 21.5, nearest "150"; it is the value of the row shown so.
        (#"{"columns": [{"items": [{"text": "15,0", "value": "150"}, {"text": "21,5", "value": "215"}, {"text": "28,0", "value": "280"}], "selected": "21,5"}]}"#,
         "columns[0].selected", #"did you mean "215"?"#),
        // Names with numbers are no list of numbers: a typo of a name is still found.
        (#"{"columns": [{"items": ["Mic 1", "Mic 2", "USB 12"], "selected": "Mik 2"}]}"#, "columns[0].selected",
         #"did you mean "Mic 2"?"#),
        (#"{"columns": [{"items": [{"text": "a", "detail_pos": "after"}]}]}"#, "columns[0].items[0].detail_pos",
         #"unknown key; did you mean "detail_position"?"#),
        (#"{"columns": [{"items": ["a"]}], "theme": {"high_contrast": true}}"#, "theme.high_contrast",
         #"unknown key; high-contrast is a preset: give "preset": "high-contrast""#),
        (#"{"columns": [{"items": [""#+String(repeating: "x", count: 1025)+#""]}]}"#, "columns[0].items[0]",
         "is 1025 bytes of UTF-8; a row's text may hold at most 1024"),
        (#"{"columns": [{"items": [{"text": "a", "detail": ""#+String(repeating: "d", count: 2000)+#""}]}]}"#, "columns[0].items[0].detail",
         "is 2000 bytes of UTF-8"),
        (#"{"columns": [{"range": {"from": 0, "to": 9, "format": "%d"#+String(repeating: "s", count: 1100)+#""}}]}"#, "columns[0].range.format",
         "is 1102 bytes of UTF-8"),
    ])
    func badConfigNamesTheKeyAndTheExpectation(text: String, path: String, message: String) {
        do {
            _ = try parseConfig(text)
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.path == path)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    /// Trial 25: only the first mistake in a file was named, so three typos took three runs. Every
    /// top-level key is read whatever the others say, and the problems come in the file's order.
    @Test func everyTopLevelKeyAtFaultIsNamedInTheDocumentsOrder() {
        let text = #"{"size": "320x240", "colums": [{"items": ["a"]}], "theme": {"tint": "blue"}, "display": {"rotation": 45}, "visible_rows": 4}"#
        do {
            _ = try parseConfig(text)
            Issue.record("accepted")
        } catch {
            #expect(error.path == "colums" && error.message == #"unknown key; did you mean "columns"?"#)
            #expect(error.others.map(\.path) == ["theme.tint", "display.rotation", "visible_rows"])
            #expect(error.description == ##"colums: unknown key; did you mean "columns"?; also theme.tint: expected a colour as "#rrggbb", got the string "blue"; also display.rotation: expected 0, 90, 180 or 270, got 45; also visible_rows: expected an odd number (the band is the middle row), got 4"##)
        }
        // One mistake is said as before, with no "also".
        do {
            _ = try parseConfig(#"{"columns": [{"items": ["a"]}], "mode": "once"}"#)
            Issue.record("accepted")
        } catch {
            #expect(error.others.isEmpty && !error.description.contains("also"))
        }
    }

    /// Trial 113's charger wrote the Swift API's `title` in six items: the same advice six times
    /// over. The same mistake in other entries of a list is counted beside the first.
    @Test func theSameMistakeInManyEntriesIsSaidOnce() {
        let items = (0..<6).map { #"{"title": "\#($0 * 10) %"}"# }.joined(separator: ", ")
        do {
            _ = try parseConfig(#"{"columns": [{"items": ["a"]}, {"items": ["# + items + #"]}], "theme": {"tint": "blue"}}"#)
            Issue.record("accepted")
        } catch {
            #expect(error.others.count == 6)
            #expect(error.description == ##"columns[1].items[0].title: unknown key; did you mean "text"? (and 5 more alike, to columns[1].items[5].title); also theme.tint: expected a colour as "#rrggbb", got the string "blue""##)
        }
    }

    /// Trial 27: inside one key only the first mistake was named: a theme with three took three
    /// runs. A theme's and a date's keys are each read whatever the others say, in their order,
    /// beside the other top-level keys' problems; checks across a date's keys wait for a clean read.
    @Test func everyMistakeInsideAThemeOrADateIsNamed() {
        let text = #"{"theme": {"tint": "blue", "fade": 2, "high_contrast": true, "font_size": 2}, "sections": [{"date": "#
            + #"{"from": 3000, "to": "2100", "selected": "2024-02-30", "oder": "dmy"}}], "visible_rows": 4}"#
        do {
            _ = try parseConfig(text)
            Issue.record("accepted")
        } catch {
            #expect(([error] + error.others).map(\.path) == ["theme.tint", "theme.fade", "theme.high_contrast", "theme.font_size",
                                                              "sections[0].date.to", "sections[0].date.selected", "sections[0].date.oder", "visible_rows"])
            #expect(error.description.contains(#"theme.high_contrast: unknown key; high-contrast is a preset"#), "\(error)")
            #expect(error.description.contains(#"sections[0].date.oder: unknown key; did you mean "order"?"#), "\(error)")
        }
        // Trial 29: a bad `selected` hid `max` before `min` and `from` after `to`; each check across keys
        // runs on the keys it reads that read cleanly.
        do {
            _ = try parseConfig(#"{"sections": [{"date": {"from": 2040, "to": 2030, "min": "2035-06-01", "max": "2034-01-01", "selected": "2035-02-30"}}]}"#)
            Issue.record("accepted")
        } catch {
            #expect(error.each.map(\.path) == ["sections[0].date.to", "sections[0].date.max", "sections[0].date.selected"], "\(error)")
        }
        // The checks across a date's keys run once its keys read cleanly: from after to is one problem, named once.
        do {
            _ = try parseConfig(#"{"sections": [{"date": {"from": 3000, "to": 2100}}]}"#)
            Issue.record("accepted")
        } catch {
            #expect(error.path == "sections[0].date.to" && error.others.isEmpty, "\(error)")
        }
    }

    /// Trial 27: two columns' mistakes, and two in one column, took a run each. Each column and
    /// each of its keys is read whatever the others say; a long list names its first ten.
    @Test func everyColumnsMistakesAreNamed() {
        let text = #"{"columns": [{"id": "", "range": {"from": 0, "to": 9, "step": 0}, "align": "middle"}, "#
            + #"{"items": ["x"], "widht": 0.5}]}"#
        do {
            _ = try parseConfig(text)
            Issue.record("accepted")
        } catch {
            #expect(error.each.map(\.path) == ["columns[0].id", "columns[0].range.step", "columns[0].align", "columns[1].widht"], "\(error)")
            // Trial 29: a guess is enough; the list of a row's 24 keys after each typo made messages of 1,000 characters.
            #expect(error.each.last?.message == #"unknown key; did you mean "width"?"#, "\(error)")
        }
        let rows = (0..<30).map { _ in #"{"text": 5}"# }.joined(separator: ", ")
        do {
            _ = try parseConfig(#"{"columns": [{"items": [\#(rows)]}]}"#)
            Issue.record("accepted")
        } catch {
            #expect(error.each.count == 11 && error.path == "columns[0].items[0].text", "\(error)")
            // Trial 35: the rest were not even counted.
            #expect(error.each.last == ConfigError(path: "columns[0].items", message: "20 more entries are refused too (a message names the first 10 mistakes)"))
        }
    }

    /// Trials 35 and 37: two rows with one value were named only once the rows' other mistakes were mended.
    @Test func aSharedValueIsNamedBesideTheRowsOtherMistakes() {
        do throws(ConfigError) {
            _ = try parseConfig(#"{"columns": [{"items": [{"text": "a", "value": "same"}, {"text": "b", "font_size": 2}, {"text": "c", "value": "same"}]}]}"#)
            Issue.record("accepted")
        } catch {
            #expect(error.each.map(\.path) == ["columns[0].items[1].font_size", "columns[0].items[2].value"], "\(error)")
        }
    }

    /// Trial 36: a row's 2,000-byte title hid its 1,100-byte trailing text, named once the title was mended.
    @Test func everyPartOfARowIsCheckedAtOnce() {
        let long = String(repeating: "x", count: 2_000), longer = String(repeating: "y", count: 1_100)
        do throws(ConfigError) {
            _ = try parseConfig(#"{"columns": [{"items": [{"text": "\#(long)", "trailing_text": "\#(longer)", "color": "red"}]}]}"#)
            Issue.record("accepted")
        } catch {
            #expect(error.each.map(\.path) == ["columns[0].items[0].text", "columns[0].items[0].trailing_text", "columns[0].items[0].color"],
                    "\(error.each.map(\.path))")
        }
    }

    /// Trial 30: the speech section named one mistake at a time, and a German picker's own sentences
    /// were said with the English voice.
    @Test func speechNamesEveryMistakeAndTakesTheThemesLanguage() throws {
        do {
            _ = try parseConfig(#"{"columns": [{"items": ["a"]}], "speech": {"engine": "say", "rate_wpm": 1000, "volume": 101}}"#)
            Issue.record("accepted")
        } catch {
            #expect(error.each.map(\.path) == ["speech.engine", "speech.rate_wpm", "speech.volume"], "\(error)")
        }
        #expect(try parseConfig(#"{"columns": [{"items": ["a"]}], "theme": {"lang": "de"}}"#).speech.voice == "de")
        #expect(try parseConfig(#"{"columns": [{"items": ["a"]}], "theme": {"lang": "de"}, "speech": {"voice": "fr"}}"#).speech.voice == "fr")
        #expect(try parseConfig(#"{"columns": [{"items": ["a"]}]}"#).speech.voice == "en")
    }

    @Test func aNegativeSelectedRowSaysItIsARowIndex() {
        do {
            _ = try parseConfig(#"{"columns": [{"items": ["a", "b"], "selected": -1}]}"#)
            Issue.record("accepted")
        } catch {
            #expect(error.description == "columns[0].selected: expected a row index, 0 for the first row, or a row value (string), got -1")
        }
    }

    /// A new user's trial: `"selected": "30"` in a column whose rows read "30 min" said only
    /// `no row has the value "30"`. The refusal says what the values look like and, where a row's
    /// value is likely what was meant, names it.
    @Test(arguments: [
        (#"{"range": {"from": 0, "to": 59, "format": "%d min"}, "selected": "30"}"#,
         #"no row has the value "30" (values read like "0 min" to "59 min"; did you mean "30 min"?)"#),
        (#"{"range": {"from": 0, "to": 59, "format": "%d min"}, "selected": "30 mins"}"#,
         #"no row has the value "30 mins" (values read like "0 min" to "59 min"; did you mean "30 min"?)"#),
        (#"{"range": {"from": 0, "to": 23, "format": "%02d"}, "selected": "7"}"#,
         #"no row has the value "7" (values read like "00" to "23"; did you mean "07"?)"#),
        (#"{"range": {"from": 0, "to": 55, "step": 5, "format": "%d min"}, "selected": "32"}"#,
         #"no row has the value "32" (values read like "0 min" to "55 min"; did you mean "30 min" or "35 min"?)"#),
        // Trial 111: off the steps, between the ends, the rows about it are offered; downward too.
        (#"{"range": {"from": 30, "to": 250, "step": 5, "format": "%d °C"}, "selected": "181 °C"}"#,
         #"no row has the value "181 °C" (values read like "30 °C" to "250 °C"; did you mean "180 °C" or "185 °C"?)"#),
        (#"{"range": {"from": 10, "to": 0, "step": -5}, "selected": "7"}"#,
         #"no row has the value "7" (values read like "10" to "0"; did you mean "10" or "5"?)"#),
        (#"{"range": {"from": 0, "to": 59, "format": "%d min"}, "selected": "90"}"#,
         #"no row has the value "90" (values read like "0 min" to "59 min")"#),
        (#"{"items": ["home", {"text": "Office", "value": "office-guest-network"}, "cafe", "lab"], "selected": "office"}"#,
         #"no row has the value "office" (values read like "home", "office-guest-network", "cafe", …; did you mean "office-guest-network"?)"#),
        (#"{"items": ["home", {"text": "Office", "value": "office-guest-network"}], "selected": "guest"}"#,
         #"no row has the value "guest" (values read like "home", "office-guest-network"; did you mean "office-guest-network"?)"#),
        (#"{"items": ["a"], "selected": "zz"}"#, #"no row has the value "zz" (values read like "a")"#),
        // Trial 40 was asked `did you mean ""?`: the rows it meant had blank values, which may repeat.
        (#"{"items": [{"text": "r0", "value": ""}, {"text": "r1", "value": ""}], "selected": "r1"}"#,
         #"no row has the value "r1" (values read like "", ""; the row meant has a blank value, which finds no row "#
            + #"(blank values may repeat): choose it by its index)"#),
    ])
    func aSelectedValueNoRowHasNamesTheValueMeant(column: String, message: String) {
        #expect(throws: ConfigError(path: "columns[0].selected", message: message)) {
            _ = try parseConfig(#"{"columns": [\#(column)]}"#)
        }
    }

    /// The third item of `fullConfigReadsEveryKey`: its image given as `leading_image`, which errors name.
    private var leadingImageItem: ItemConfig {
        var item = ItemConfig(
            text: "z", imagePath: "/etc/picker/z.png",
            parts: RowParts(detail: "zed", detailPosition: .after, trailingText: "26", trailingImagePath: "/t.png",
                            fonts: [.pattern("Noto Serif")], fontSizePx: 30,
                            highlightFonts: [.pattern("Noto Serif:bold"), .file("/etc/picker/b.ttf")], highlightFontSizePx: 32,
                            detailFonts: [.file("/etc/picker/z.ttf")], detailFontSizePx: 12, detailHighlightFonts: [.pattern("DejaVu Sans Mono")],
                            detailHighlightFontSizePx: 14),
            detailColor: RGBColor(red: 0x8E, green: 0x8E, blue: 0x93), detailHighlightColor: RGBColor(red: 0xFF, green: 0xD6, blue: 0x0A))
        item.imageKey = .leadingImage
        return item
    }

    @Test func tooManyColumnsForThePanelIsRejected() {
        let columns = Array(repeating: #"{"items": ["a"]}"#, count: 30).joined(separator: ",")
        #expect(throws: ConfigError.self) { try parseConfig(#"{"size": "200x100", "columns": [\#(columns)]}"#) }
    }

    /// Blank values may repeat (spacer rows, a "none" row); a row's value is its text unless it gives one.
    @Test func blankValuesMayRepeatAndGivenValuesTellTextsApart() throws {
        let config = try parseConfig(#"""
            {"columns": [{"items": ["", "", " ", " ", {"text": "None", "value": ""}, {"text": "Home", "value": "aa:01"}, {"text": "Home", "value": "aa:02"}]}]}
            """#)
        guard case .columns(let columns) = config.sections[0].content, case .items(let items) = columns[0].content else {
            Issue.record("expected items")
            return
        }
        #expect(items.map { $0.value ?? $0.text ?? "" } == ["", "", " ", " ", "", "aa:01", "aa:02"])
    }

    /// Blank is empty or whitespace only, by any Unicode space; a value that merely starts with one is not.
    @Test func blankIsWhitespaceOnlyWhateverItsFirstByte() {
        #expect(["", " ", "\u{3000}", "\u{00A0} \t"].allSatisfy { $0.isBlank })
        #expect(!["a", " a", "\u{3000}x", "\u{00E9}", "~"].contains { $0.isBlank })
    }

    /// More columns than fit across any panel are refused by their count, before one is read.
    @Test(arguments: [("columns", "columns: 1025 columns; at most 1024 fit across the widest panel (8192 px at 8 px a column)"),
                      ("sections", "sections: 1025 sections; at most 1024 fit, each with a column"),
                      ("sections\": [{\"columns", "sections[0].columns: 1025 columns; at most 1024 fit across the widest panel (8192 px at 8 px a column)")])
    func moreColumnsThanAnyPanelFitsAreRefusedByTheirCount(key: String, message: String) {
        // An element that would fail if it were read: the count must come first.
        let elements = Array(repeating: #"{"items": 7}"#, count: 1025).joined(separator: ",")
        let close = key.hasPrefix("sections\"") ? "]}]" : "]"
        #expect { try parseConfig(#"{"size": "8192x100", "\#(key)": [\#(elements)\#(close)}"#) } throws: { error in
            "\(error)" == message
        }
    }
}
