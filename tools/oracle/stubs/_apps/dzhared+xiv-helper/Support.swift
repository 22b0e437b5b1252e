import SwiftUI

// Stubs for what the xiv-helper cases' files (views and models at 6d5817b) name from the rest of
// dzhared/xiv-helper and that the cases do not compile: the settings manager (Utilities/
// SettingsManager.swift, an @AppStorage-backed ObservableObject whose SwiftData fetch descriptors
// the cases never use), with the defaults the snapshot tests read, and its AllClassJob enum.

// Utilities/SettingsManager.swift: the properties the cases' files read, at their @AppStorage
// defaults (a test run's fresh defaults): locale .en, store "xivhelper-2.0.0", HQ shown.
final class SettingsManager: ObservableObject {
    static var shared = SettingsManager()
    private init() {}

    @Published var selectedTab: Int = 0
    var hq: Bool = true
    var locale: Locale = .en
    var currentStoreName: String = "xivhelper-2.0.0"
}

// Utilities/SettingsManager.swift: all ClassJobs, for the search settings (ClassJob.init(classJob:)).
enum AllClassJob: String, CaseIterable, LosslessStringConvertible {
    case all = "All"
    case gld = "GLD", pgl = "PGL", mrd = "MRD", lnc = "LNC", arc = "ARC", cnj = "CNJ", thm = "THM"
    case crp = "CRP", bsm = "BSM", arm = "ARM", gsm = "GSM", ltw = "LTW", wvr = "WVR", alc = "ALC"
    case cul = "CUL", min = "MIN", btn = "BTN", fsh = "FSH", pld = "PLD", mnk = "MNK", war = "WAR"
    case drg = "DRG", brd = "BRD", whm = "WHM", blm = "BLM", acn = "ACN", smn = "SMN", sch = "SCH"
    case rog = "ROG", nin = "NIN", mch = "MCH", drk = "DRK", ast = "AST", sam = "SAM", rdm = "RDM"
    case blu = "BLU", gnb = "GNB", dnc = "DNC", rpr = "RPR", sge = "SGE", vpr = "VPR", pic = "PIC"

    init?(_ description: String) { self.init(rawValue: description) }
    var description: String { rawValue }
}
