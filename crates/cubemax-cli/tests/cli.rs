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

    for (shape, expected) in [
        ("0x5", "--shape: expected positive sizes"),
        ("4x0", "--shape: expected positive sizes"),
        (
            "4294967296x1",
            "--shape: expected at most 268435456 elements",
        ),
        (
            "99999999999x99999999999",
            "--shape: expected at most 268435456 elements",
        ),
    ] {
        let output = cubemax(&["--shape", shape]);
        assert_eq!(output.status.code(), Some(2), "{shape}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(expected), "{shape}: {stderr}");
    }

    for repeat in ["0", "-1", "10001"] {
        let output = cubemax(&["--repeat", repeat]);
        assert_eq!(output.status.code(), Some(2), "{repeat}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.contains("--repeat: expected a count from 1 to 10000"),
            "{repeat}: {stderr}"
        );
    }

    let output = cubemax(&["--dtype", "f64"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("--dtype: expected f32, f16 or bf16"),
        "{stderr}"
    );
}

/// bf16 runs where the device stores it and is refused by name, before anything runs, where it
/// does not (the CPU Vulkan device): never a run that fails its check.
#[test]
fn a_dtype_the_device_cannot_store_is_named() {
    let output = cubemax(&["--dtype", "bf16", "--shape", "2x8", "--repeat", "1"]);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    if output.status.success() {
        assert_eq!(stdout.matches(" bf16 ").count(), 2, "{stdout}");
        return;
    }
    assert_eq!(
        output.status.code(),
        Some(2),
        "stdout:\n{stdout}\nstderr:\n{stderr}"
    );
    assert!(
        stderr.contains("--dtype: bf16 is not supported on") && stderr.contains("expected f32"),
        "{stderr}"
    );
    assert!(!stderr.contains("differ from the reference"), "{stderr}");
}
