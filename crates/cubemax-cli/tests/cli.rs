//! The main job, run as users run it: the program picks the best device present, checks its
//! output against the reference and says what it ran on.

use std::process::Command;

fn cubemax(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_cubemax"))
        .args(args)
        .output()
        .expect("the cubemax binary runs")
}

#[test]
fn runs_on_the_best_device_and_matches_the_reference() {
    let output = cubemax(&["--shape", "3x7", "--shape", "16x1000", "--repeat", "2"]);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "stdout:\n{stdout}\nstderr:\n{stderr}"
    );
    let device = cubemax::device::best_device();
    assert!(
        stdout.contains(&format!("fused softmax on {device}")),
        "{stdout}"
    );
    // One row per (shape, op), each with an error and a time.
    for row in ["3x7", "16x1000"] {
        assert_eq!(stdout.matches(row).count(), 2, "{stdout}");
    }
}

#[test]
fn bad_arguments_are_named() {
    let output = cubemax(&["--shape", "12"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("--shape: expected ROWSxCOLS"), "{stderr}");

    let output = cubemax(&["--dtype", "f64"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("--dtype: expected f32, f16 or bf16"),
        "{stderr}"
    );
}
