# Runs as the vm-scenario unit under systemd (guest/systemd-root.sh), as root, after multi-user.target.
# The early unit was enabled before this boot began (systemd-early.root.sh).
. Tests/VM/guest/display.sh
PP=/usr/local/bin/panel-picker
CONFIG=/etc/panel-picker/config.json
EARLY=panel-picker-early.service

# usec UNIT PROPERTY: a monotonic timestamp (microseconds since the kernel started) systemd recorded.
usec() { systemctl show -p "$2" --value "$1"; }
# ms USEC: microseconds as milliseconds with one decimal.
ms() { awk -v u="$1" 'BEGIN { printf "%.1f", u / 1000 }'; }

check early-only-enabled sh -c "systemctl is-enabled $EARLY && ! systemctl is-enabled panel-picker.service && ! systemctl is-enabled panel-picker.socket"
check early-running sh -c "test \"\$(systemctl show -p SubState --value $EARLY)\" = running"
journalctl -b -o short-monotonic > "$VM_OUT/journal.txt"

# Ordered before sysinit.target, which waits for READY=1, which comes with the first frame.
kernel_to_systemd=$(systemctl show -p UserspaceTimestampMonotonic --value)
device=$(usec dev-dri-card0.device ActiveEnterTimestampMonotonic)
tmpfiles=$(usec systemd-tmpfiles-setup.service ActiveEnterTimestampMonotonic)
exec_start=$(usec $EARLY ExecMainStartTimestampMonotonic)
ready=$(usec $EARLY ActiveEnterTimestampMonotonic)
sysinit=$(usec sysinit.target ActiveEnterTimestampMonotonic)
basic=$(usec basic.target ActiveEnterTimestampMonotonic)
multiuser=$(usec multi-user.target ActiveEnterTimestampMonotonic)
getty=$(usec getty@tty1.service ExecMainStartTimestampMonotonic)
frame_line=$(grep -m 1 'first frame on screen' "$VM_OUT/journal.txt")
sysinit_line=$(grep -m 1 'Reached target sysinit.target' "$VM_OUT/journal.txt")
# Three ends of the start: the first frame on screen (the picker's own figure: its page flip's time
# after its process started, which is systemd's exec time to within a clock tick); READY=1 (the
# picker logs that line just before it sends READY=1, once its input devices are open: the line's
# journal time); and the unit active (systemd's, which waits for ExecStartPost= too).
on_screen=$(echo "$frame_line" | sed -n 's/.*on screen \([0-9.]*\) ms after process start.*/\1/p')
ready_line=$(echo "$frame_line" | awk -v e="$exec_start" '{ split($0, a, /[][]/); printf "%.1f", a[2] * 1000 - e / 1000 }')
{
  echo "since the kernel started (ms): systemd $(ms "$kernel_to_systemd"), card0 $(ms "$device"), tmpfiles-setup $(ms "$tmpfiles"),"
  echo "  early exec $(ms "$exec_start"), active (READY=1, then ExecStartPost=) $(ms "$ready"), sysinit.target $(ms "$sysinit"),"
  echo "  basic.target $(ms "$basic"), multi-user.target $(ms "$multiuser"), getty@tty1 $(ms "$getty")"
  echo "card0 -> exec $(ms $((exec_start - device))) ms; exec -> first frame on screen $on_screen ms (the picker's clock)," \
    "-> READY=1 $ready_line ms (its journal line), -> active $(ms $((ready - exec_start))) ms"
  echo "journal: $frame_line"
  echo "journal: $sysinit_line"
  systemctl show -p After --value $EARLY
} > "$VM_OUT/early-times.txt"
host check PASS early-times "$(vm_oneline < "$VM_OUT/early-times.txt")"
check first-frame-before-sysinit test "$ready" -gt 0 -a "$ready" -lt "$sysinit"
# The same order in the journal's own monotonic times, [seconds.micros] at the start of each line.
check journal-first-frame-before-sysinit awk -v f="$frame_line" -v s="$sysinit_line" 'BEGIN {
  split(f, a, /[][]/); split(s, b, /[][]/); exit !(a[2] != "" && b[2] != "" && a[2] + 0 < b[2] + 0) }'

"$PP" render --config "$CONFIG" --out "$VM_OUT/early.png"
host compare-within 10 early-screen-equals-render early.png

# The socket it bound itself, for its group; state for this boot only, under /run.
vm_mode=$(stat -c '%U:%G %a' /run/panel-picker/control.sock 2>&1)
check early-socket-for-group test "$vm_mode" = "panel-picker:panel-picker 660"
check early-ctl-group-member sh -c "test \"\$(runuser -u alice -- $PP ctl ping)\" = pong"
check early-select runuser -u alice -- "$PP" ctl select --value profile diag
check early-state-in-run wait_for 50 test -s /run/panel-picker/state
# No StateDirectory= (/var/lib is the host's, shared live over 9p: other programs write there).
check early-nothing-in-var-lib sh -c "test -z \"\$(systemctl show -p StateDirectory --value $EARLY)\" && test ! -e /var/lib/panel-picker/state"

# The choice steers the boot: the picker ends, panel-picker-boot.service (root) starts its target.
# boot_ran N: panel-picker-boot.service has finished N times this boot.
boot_ran() { [ "$(journalctl -b -u panel-picker-boot.service -o cat | grep -c 'Finished panel-picker-boot.service')" -ge "$1" ]; }
check diag-confirm runuser -u alice -- "$PP" ctl confirm
check diag-boot-ran wait_for 300 boot_ran 1
check diag-target-reached wait_for 100 test -e /run/vm-diagnostics-mark
check diag-logged sh -c "journalctl -b -u panel-picker-boot.service -o cat | grep -q 'boot choice \"diag\" (columns\[0\].items\[3\].boot.target): systemctl start diagnostics.target'"

# A control client may change the rows on screen, not what they start: a row of its own naming
# another target is not a row of the config file, so the boot goes on with the default row.
check early-again systemctl start $EARLY
check client-row runuser -u alice -- "$PP" ctl set-items profile '{"text":"Mine","value":"mine","boot":{"target":"unlisted.target"}}'
check client-row-selected runuser -u alice -- "$PP" ctl select --value profile mine
check client-confirm runuser -u alice -- "$PP" ctl confirm
check client-boot-ran wait_for 300 boot_ran 2
check client-target-not-started sh -c 'sleep 2; test ! -e /run/vm-unlisted-mark && test "$(systemctl show -p ActiveState --value unlisted.target)" = inactive'
check client-fallback-logged sh -c "journalctl -b -u panel-picker-boot.service -o cat | grep -q 'no row of column \"profile\" has the value \"mine\"); going on with the default row \"normal\"'"

# Normal, chosen on a fresh picker (its state for this boot removed), goes on to multi-user.target.
rm -f /run/panel-picker/state
check early-fresh systemctl start $EARLY
check normal-select runuser -u alice -- "$PP" ctl select --value profile normal
check normal-confirm runuser -u alice -- "$PP" ctl confirm
check normal-boot-ran wait_for 300 boot_ran 3
check normal-logged sh -c "journalctl -b -u panel-picker-boot.service -o cat | grep -q 'boot choice \"normal\" (columns\[0\].items\[0\].boot.target): systemctl start multi-user.target'"
check normal-multi-user-active test "$(systemctl show -p ActiveState --value multi-user.target)" = active

# Exec to first frame with the binary paged in cold, as installed (stripped, as the Debian package
# ships it) and as built (with its debug info): each started by hand after the page cache is dropped.
for variant in stripped built; do
  [ "$variant" = built ] && cp "$VM_BIN/panel-picker" $PP
  rm -f /run/panel-picker/state
  sync && echo 3 > /proc/sys/vm/drop_caches
  systemctl start $EARLY
  echo "$variant $(stat -c %s $PP) bytes: exec -> active $(ms $(( $(usec $EARLY ActiveEnterTimestampMonotonic) - $(usec $EARLY ExecMainStartTimestampMonotonic) ))) ms" >> "$VM_OUT/early-times.txt"
  systemctl stop $EARLY
done
host check PASS early-cold-starts "$(tail -n 2 "$VM_OUT/early-times.txt" | vm_oneline)"
# And three times with the page cache warm: what the unit's sandbox costs between fork and exec,
# apart from paging the binary in.
for run in 1 2 3; do
  rm -f /run/panel-picker/state
  systemctl start $EARLY
  echo "warm $run: exec -> active $(ms $(( $(usec $EARLY ActiveEnterTimestampMonotonic) - $(usec $EARLY ExecMainStartTimestampMonotonic) ))) ms" >> "$VM_OUT/early-times.txt"
  systemctl stop $EARLY
done
journalctl -b -o short-monotonic -u $EARLY -u panel-picker-boot.service > "$VM_OUT/journal-picker.txt"
# Every start's own figures, in order: the boot's, early-again, early-fresh, stripped, built, warm 1-3.
grep -o 'main entered at [0-9.]* ms\|start-up: .*' "$VM_OUT/journal-picker.txt" >> "$VM_OUT/early-times.txt"

# Variants of the unit (VM_EARLY_VARIANTS: a directory of drop-ins, an empty one for the unit as it
# is), each started VM_EARLY_ROUNDS times, taking turns so that the machine's load falls on all
# alike: what each costs between the fork and main, and to the first frame (early-variants.txt:
# variant, main entered at, fork to first frame by the picker's clock, exec to active by systemd's,
# which waits for ExecStartPost= too). Executables in its bin/ are installed (stripped) beside the
# picker, for a variant's ExecStart= to name; VM_EARLY_COLD=1 drops the page cache before each start.
if [ -d "$VM_EARLY_VARIANTS" ]; then
  rm -f /etc/systemd/system/$EARLY.d/variant.conf
  for bin in "$VM_EARLY_VARIANTS"/bin/*; do
    [ -f "$bin" ] && cp "$bin" /usr/local/bin/ && strip "/usr/local/bin/${bin##*/}"
  done
  for round in $(seq "$VM_EARLY_ROUNDS"); do
    for file in "$VM_EARLY_VARIANTS"/*.conf; do
      cp "$file" /etc/systemd/system/$EARLY.d/variant.conf
      systemctl daemon-reload
      rm -f /run/panel-picker/state
      [ "$VM_EARLY_COLD" = 1 ] && sync && echo 3 > /proc/sys/vm/drop_caches
      systemctl start $EARLY
      pid=$(systemctl show -p MainPID --value $EARLY)
      wait_for 50 sh -c "journalctl -b -o cat _PID=$pid | grep -q 'main entered at'"
      line=$(journalctl -b -o cat _PID=$pid | grep -m 1 'main entered at')
      echo "$(basename "$file" .conf) round $round: main $(echo "$line" | sed -n 's/.*main entered at \([0-9.]*\) ms.*/\1/p')" \
        "frame $(echo "$line" | sed -n 's/.*on screen \([0-9.]*\) ms after process start.*/\1/p')" \
        "active $(ms $(( $(usec $EARLY ActiveEnterTimestampMonotonic) - $(usec $EARLY ExecMainStartTimestampMonotonic) )))" >> "$VM_OUT/early-variants.txt"
      systemctl stop $EARLY
      # What the stop starts (OnSuccess=, OnFailure=) ends before the next start.
      wait_for 100 sh -c '! systemctl is-active -q panel-picker-boot.service'
    done
  done
  rm -f /etc/systemd/system/$EARLY.d/variant.conf
fi
