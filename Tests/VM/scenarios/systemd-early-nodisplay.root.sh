# The device image of systemd-early (PanelPicker installed, only its early unit enabled), with the
# unit's own bounds: the wider ones systemd-early gives a panel that TCG brings up late are removed.
. Tests/VM/scenarios/systemd-early.root.sh
rm -r /etc/systemd/system/panel-picker-early.service.d
