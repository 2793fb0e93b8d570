/// `--appearance light|dark` and `--layout-direction ltr|rtl`: the device's appearance and
/// language direction for a render. Parsed and checked here (an unknown name is a usage error,
/// exit 2, naming the known ones); a render records through `TransitionRecorder`, whose
/// `appearance` and `layoutDirection` take these values (RenderRequest+Environment.swift).
package struct RenderAppearanceOptions: Sendable, Equatable {
    package enum Appearance: String, CaseIterable, Sendable { case light, dark }
    package enum LayoutDirection: String, CaseIterable, Sendable { case ltr, rtl }

    package var appearance: Appearance = .light
    package var layoutDirection: LayoutDirection = .ltr

    package init() {}

    /// Reads `--appearance` and `--layout-direction` from `render`'s options.
    package init(_ p: ParsedArguments) throws(CLIError) {
        if let v = p.value("--appearance") {
            appearance = Appearance(rawValue: try OptionValue.choice(v, option: "--appearance", among: Appearance.allCases.map(\.rawValue)))!
        }
        if let v = p.value("--layout-direction") {
            layoutDirection = LayoutDirection(rawValue: try OptionValue.choice(v, option: "--layout-direction",
                                                                               among: LayoutDirection.allCases.map(\.rawValue)))!
        }
    }
}
