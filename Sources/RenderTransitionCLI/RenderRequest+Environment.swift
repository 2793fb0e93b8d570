import TransitionCatalog
import UIKitRecorder

extension RenderRequest {
    /// What the device shows around the render: `--device`, `--orientation`, `--system-ui`,
    /// `--appearance` and `--layout-direction`, as the recorder takes them.
    package var environment: SceneEnvironment {
        SceneEnvironment(device: device?.device, orientation: device?.orientation ?? .portrait, systemUI: device?.systemUI ?? false,
                         appearance: appearance.appearance == .dark ? .dark : .light,
                         layoutDirection: appearance.layoutDirection == .rtl ? .rightToLeft : .leftToRight)
    }
}
