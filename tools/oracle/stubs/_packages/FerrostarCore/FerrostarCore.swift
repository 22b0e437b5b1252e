import Foundation

// Stub of ferrostar's FerrostarCore module (apple/Sources/FerrostarCore at 918a1869):
// NavigationUIMuteButton.swift imports it but uses nothing from it, so the module is empty.
