import PanelPicker
import PickerCore
import PickerService
import PickerSystem

/// `panel-picker boot`: carries out the boot choice the picker reported (docs/service.md).
struct BootCommand {
    static let usage = """
    usage: panel-picker boot --config FILE [--dry-run]

    Carries out a boot choice, as root, once `panel-picker run` has written its result
    (panel-picker-boot.service does this after panel-picker-early.service): finds the row
    that confirm.result_file reports in the column whose rows name "boot" targets, and runs
    `systemctl start --no-block TARGET` (`isolate` for a row with "isolate": true). Only
    targets the config file names can be started. A result file that is missing or unusable
    means the column's default row, with a warning saying why. --dry-run prints the command
    instead of running it.
    Exit codes: 0 done (or no row names a target), 2 bad input (an option, the config, a target
    with no unit file).
    """

    /// systemctl, where Debian and every merged-/usr system have it.
    static let systemctl = "/bin/systemctl"
    /// A result is one line of JSON per column; anything larger is not one.
    static let resultLimit = 64 * 1024

    var configPath = ""
    var dryRun = false

    init(arguments: [String]) throws(UsageError) {
        var options = CommandOptions(arguments, valued: ["--config"], flags: ["--dry-run"])
        while case .option(let option, let value)? = try options.next() {
            if option == "--config" { configPath = value } else { dryRun = true }
        }
        guard !configPath.isEmpty else { throw UsageError("--config FILE is required") }
    }

    func run(log: ServiceLog) throws(UsageError) {
        let configuration: PickerConfiguration
        do {
            configuration = try PickerConfiguration(contentsOfFile: configPath)
        } catch {
            throw UsageError(error.description)
        }
        guard let resultPath = configuration.resultFile else {
            throw UsageError("\(configPath): confirm.result_file is not set, so no choice reaches the boot")
        }
        let plan: BootPlan?
        do throws(ConfigError) {
            plan = try BootPlan.make(config: configuration.config, result: Self.read(resultPath))
        } catch {
            throw UsageError("\(configPath): \(error)")
        }
        guard let plan else {
            log.log(.info, "no boot target for this choice in \(configPath); the boot goes on as it was")
            return
        }
        let key = "\(plan.key).boot.target"
        guard UnitFiles.definition(of: plan.choice.target) != nil else {
            throw UsageError("\(configPath): \(key): no unit file \(plan.choice.target) in \(UnitFiles.searchPath.joined(separator: ", "))")
        }
        if let fallback = plan.fallback {
            log.log(.warning, "result \(resultPath) not used (\(fallback)); going on with the default row \"\(plan.value)\"")
        }
        let verb = plan.choice.isolate ? "isolate" : "start"
        let arguments = ["systemctl", verb, "--no-block", plan.choice.target]
        if dryRun {
            print(arguments.joined(separator: " "))
            return
        }
        log.log(.notice, "boot choice \"\(plan.value)\" (\(key)): systemctl \(verb) \(plan.choice.target)")
        do {
            try Environment.replaceProcess(with: Self.systemctl, arguments: Array(arguments.dropFirst()))
        } catch {
            throw UsageError("cannot run \(Self.systemctl): \(SystemError.reason(of: error))")
        }
    }

    /// The result file's bytes, or why there are none; never follows it into a FIFO or a device.
    static func read(_ path: String) -> BootPlan.ResultFile {
        do {
            let file = try FileSystem.openRegularFile(path, limit: resultLimit)
            defer { file.close() }
            return .read(try file.readAll())
        } catch {
            return .unreadable("cannot read it: \(SystemError.reason(of: error))")
        }
    }
}

func runBoot(_ arguments: [String]) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
        print(BootCommand.usage)
        return 0
    }
    let log = ServiceLog.detect()
    do throws(UsageError) {
        try BootCommand(arguments: arguments).run(log: log)
        return 0
    } catch {
        log.log(.error, "boot: \(error)")
        return 2
    }
}
