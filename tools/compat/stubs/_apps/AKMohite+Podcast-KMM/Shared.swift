import shared
// Stubs shared by the rows of AKMohite/Podcast-KMM (iosApp): iosApp/Util/Sample.swift. The Kotlin
// framework `shared` is stubbed under _packages.

let samplePodcasts = SampleDataKt.samplePodcasts
let sampleEpisodes = SampleDataKt.sampleEpisodes
