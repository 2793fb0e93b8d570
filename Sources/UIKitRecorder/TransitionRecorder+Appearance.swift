// The screen's appearance and layout direction as recording inputs: a recording can run in dark
// mode (`appearance: .dark`) and right to left (`layoutDirection: .rightToLeft`), as a device set
// to them: the screen's traits carry them, so every view, controller and `UITraitCollection.current`
// sees them, dynamic colours resolve to their dark values, leading and trailing constraints and the
// navigation bar mirror. Both default to today's (light, left to right), whose frames keep their bytes.

public import UIKit

extension TransitionRecorder {
    /// The device's appearance setting.
    public enum Appearance: String, CaseIterable, Sendable {
        case light, dark

        /// The appearance named `name` (`light`, `dark`); an unknown name throws, naming the known ones.
        public init(named name: String) throws {
            guard let a = Appearance(rawValue: name) else {
                throw RecordingError.invalidSettings("unknown appearance '\(name)': use one of \(Self.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            self = a
        }

        var style: UIUserInterfaceStyle { self == .dark ? .dark : .light }
    }

    /// The device's language direction.
    public enum LayoutDirection: String, CaseIterable, Sendable {
        case leftToRight = "ltr", rightToLeft = "rtl"

        /// The direction named `name` (`ltr`, `rtl`); an unknown name throws, naming the known ones.
        public init(named name: String) throws {
            guard let d = LayoutDirection(rawValue: name) else {
                throw RecordingError.invalidSettings("unknown layout direction '\(name)': use one of \(Self.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            self = d
        }

        var traitDirection: UITraitEnvironmentLayoutDirection { self == .rightToLeft ? .rightToLeft : .leftToRight }
    }

    /// A recorder whose screen is in `appearance` and reads in `layoutDirection`.
    public convenience init(screenSize: CGSize, scale: CGFloat, fps: Int, appearance: Appearance = .light,
                            layoutDirection: LayoutDirection = .leftToRight) {
        self.init(screenSize: screenSize, scale: scale, fps: fps)
        self.appearance = appearance
        self.layoutDirection = layoutDirection
    }

    /// The screen's appearance (light by default).
    public var appearance: Appearance {
        get { screenTraits.userInterfaceStyle == .dark ? .dark : .light }
        set { screenTraits.userInterfaceStyle = newValue.style }
    }

    /// The screen's layout direction (left to right by default).
    public var layoutDirection: LayoutDirection {
        get { screenTraits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight }
        set { screenTraits.layoutDirection = newValue.traitDirection }
    }
}
