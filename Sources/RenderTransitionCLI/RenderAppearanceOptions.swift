/// `--appearance light|dark` and `--layout-direction ltr|rtl`: the device's appearance and
/// language direction for a render. Parsed and checked here (an unknown name is a usage error,
/// exit 2, naming the known ones). The render path still draws the engine's scenes, which have
/// no appearance or direction of their own, so only the defaults (`light`, `ltr`) can be drawn
/// today; `dark` and `rtl` stop with a message saying so until the CLI records through
/// `TransitionRecorder`, whose `appearance` and `layoutDirection` take these values.
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

    /// Refuses what today's render path cannot draw (never a silent light, left-to-right render).
    package func checkDrawableByEngineScenes() throws(CLIError) {
        if appearance != .light {
            throw .usage("--appearance \(appearance.rawValue): the render path draws the engine's scenes, which have no dark appearance yet; record UIKit code with TransitionRecorder(appearance: .dark)")
        }
        if layoutDirection != .ltr {
            throw .usage("--layout-direction \(layoutDirection.rawValue): the render path draws the engine's scenes, which are not mirrored yet; record UIKit code with TransitionRecorder(layoutDirection: .rightToLeft)")
        }
    }
}
