//! Times the Rust peer engine (the `store` crate of the public trictrac
//! repository mmai/trictrac) on the (position, throw) cases written by
//! `bench/peer_compare.py`, through the peer's own public API.
//!
//! ```text
//! trictrac-peer-harness CASES_FILE [--repeat R]
//! trictrac-peer-harness --selfplay THROWS [--seed S] [--repeat R]
//! ```
//!
//! With a case file: for every case, the peer's legal plays
//! (`MoveRules::get_possible_moves_sequences`, what its own game and its
//! training environment offer as the legal moves) and its points for the
//! throw (`PointsRules::get_points`, what its game marks on a roll; it finds
//! the plays again itself).  Only those loops are timed (the file is read and
//! the boards are built before), each function alone as well as both one after
//! the other, and `get_result_jans` (the jans with the moves that make them,
//! what its game keeps of a roll); R runs, the medians are printed.  Then, for
//! the cross-check, one line a case: `case INDEX POSITIONS MOVER_POINTS
//! OTHER_POINTS`, POSITIONS being the number of distinct boards the plays
//! leave.  Last, `cases_per_second RATE` (both functions, wall time) and, in
//! the process's CPU time (which the load of a shared machine does not
//! inflate), `cpu_cases_per_second` (both), `cpu_plays_per_second`,
//! `cpu_points_per_second` and `cpu_result_jans_per_second`.
//!
//! With `--selfplay`: a random self-play of the peer's `GameState` (roll,
//! points marked on the roll, a random legal play, a new game when one is
//! won or a side has borne all its dames off); prints `throws_per_second`
//! (wall time) and `cpu_throws_per_second`.
//! A throw is one roll and the play that follows it.
//!
//! The case format (version 1): a first line `trictrac-peer-cases 1`, then one
//! case a line, `d1 d2 made other f1 .. f24`: the throw, the throws the mover and
//! his opponent made in the relevé before this one (-1 unknown; the peer reads
//! only the mover's), and the board seen from the mover
//! (field i his step i, his dames positive, the opponent's negative).

use std::collections::HashSet;
use std::env;
use std::fs;
use std::hint::black_box;
use std::process::ExitCode;
use std::time::Instant;

use trictrac_store::{
    CheckerMove, Color, Dice, DiceRoller, GameEvent, GameState, MoveRules, PointsRules, Stage,
    TurnStage,
};

const HEADER: &str = "trictrac-peer-cases 1";

struct Case {
    dice: (u8, u8),
    made: i32,
    fields: [i8; 24],
}

fn parse_cases(text: &str) -> Result<Vec<Case>, String> {
    let mut lines = text.lines();
    if lines.next().map(str::trim) != Some(HEADER) {
        return Err(format!("line 1: expected {HEADER:?}"));
    }
    let mut cases = Vec::new();
    for (index, line) in lines.enumerate() {
        let number = index + 2;
        if line.trim().is_empty() {
            continue;
        }
        let values: Vec<i32> = line
            .split_whitespace()
            .map(|word| word.parse::<i32>())
            .collect::<Result<_, _>>()
            .map_err(|_| format!("line {number}: not integers"))?;
        if values.len() != 28 {
            return Err(format!(
                "line {number}: {} numbers, 28 expected",
                values.len()
            ));
        }
        let (d1, d2, made, other) = (values[0], values[1], values[2], values[3]);
        if !(1..=6).contains(&d1) || !(1..=6).contains(&d2) || made.min(other) < -1 {
            return Err(format!("line {number}: bad throw or throw count"));
        }
        let mut fields = [0i8; 24];
        for (field, value) in fields.iter_mut().zip(&values[4..]) {
            if !(-15..=15).contains(value) {
                return Err(format!("line {number}: {value} dames on a point"));
            }
            *field = *value as i8;
        }
        cases.push(Case {
            dice: (d1 as u8, d2 as u8),
            made,
            fields,
        });
    }
    Ok(cases)
}

/// The CPU time this process has used, in seconds (`clock_gettime(CLOCK_PROCESS_CPUTIME_ID)`): a load shared with
/// other processes inflates the wall time, not this. Declared here rather than through a crate (the harness builds
/// offline with the peer's dependencies only).
#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
fn cpu_seconds() -> f64 {
    #[repr(C)]
    struct Timespec {
        tv_sec: i64,
        tv_nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
    }
    const CLOCK_PROCESS_CPUTIME_ID: i32 = 2;
    let mut time = Timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `time` is a valid, writable timespec of the platform's layout (two 64-bit fields on 64-bit Linux).
    if unsafe { clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &mut time) } != 0 {
        return f64::NAN;
    }
    time.tv_sec as f64 + time.tv_nsec as f64 * 1e-9
}

#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
fn cpu_seconds() -> f64 {
    f64::NAN
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let middle = values.len() / 2;
    if values.len() % 2 == 1 {
        values[middle]
    } else {
        (values[middle - 1] + values[middle]) / 2.0
    }
}

/// The peer's count of rolls in the relevé, this roll included (its game counts the roll before marking).
fn roll_count(case: &Case) -> u8 {
    if case.made < 0 {
        0
    } else {
        (case.made + 1).min(255) as u8
    }
}

fn run_cases(path: &str, repeat: usize) -> Result<(), String> {
    let text = fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let cases = parse_cases(&text).map_err(|e| format!("{path}: {e}"))?;
    let boards: Vec<_> = cases
        .iter()
        .map(|case| {
            let mut board = GameState::default().board;
            board.set_positions(&Color::White, case.fields);
            board
        })
        .collect();

    // Each run times four loops over the cases, one after the other: the legal plays alone, the points alone (the
    // peer's get_points finds its own plays), both one after the other (what the cross-check reads), and the full
    // result of the roll (get_result_jans: the jans with the moves that make them, and the points).
    let mut results = Vec::with_capacity(cases.len());
    let mut rates = Vec::with_capacity(repeat);
    let mut cpu_rates = Vec::with_capacity(repeat);
    let mut cpu_plays = Vec::with_capacity(repeat);
    let mut cpu_points = Vec::with_capacity(repeat);
    let mut cpu_jans = Vec::with_capacity(repeat);
    let per_cpu_second = |cpu_start: f64| cases.len() as f64 / (cpu_seconds() - cpu_start);
    for run in 0..repeat {
        let cpu_start = cpu_seconds();
        for (case, board) in cases.iter().zip(&boards) {
            let dice = Dice { values: case.dice };
            black_box(MoveRules::new(&Color::White, board, dice).get_possible_moves_sequences(true, vec![]));
        }
        cpu_plays.push(per_cpu_second(cpu_start));

        let cpu_start = cpu_seconds();
        for (case, board) in cases.iter().zip(&boards) {
            let dice = Dice { values: case.dice };
            black_box(PointsRules::new(&Color::White, board, dice).get_points(roll_count(case)));
        }
        cpu_points.push(per_cpu_second(cpu_start));

        let start = Instant::now();
        let cpu_start = cpu_seconds();
        for (case, board) in cases.iter().zip(&boards) {
            let dice = Dice { values: case.dice };
            let plays = MoveRules::new(&Color::White, board, dice)
                .get_possible_moves_sequences(true, vec![]);
            let points = PointsRules::new(&Color::White, board, dice).get_points(roll_count(case));
            if run == 0 {
                results.push((plays, points));
            } else {
                black_box((plays, points));
            }
        }
        rates.push(cases.len() as f64 / start.elapsed().as_secs_f64());
        cpu_rates.push(per_cpu_second(cpu_start));

        let cpu_start = cpu_seconds();
        for (case, board) in cases.iter().zip(&boards) {
            let dice = Dice { values: case.dice };
            black_box(PointsRules::new(&Color::White, board, dice).get_result_jans(roll_count(case)));
        }
        cpu_jans.push(per_cpu_second(cpu_start));
    }

    for (index, (board, (plays, points))) in boards.iter().zip(&results).enumerate() {
        let mut left = HashSet::new();
        for (first, second) in plays {
            let mut after = board.clone();
            let moved = after
                .move_checker(&Color::White, *first)
                .and_then(|_| after.move_checker(&Color::White, *second));
            if moved.is_ok() {
                left.insert(after.to_vec());
            }
        }
        println!(
            "case {index} {} {} {}",
            left.len().max(1),
            points.0,
            points.1
        );
    }
    println!("cases {}", cases.len());
    println!("runs {repeat}");
    println!("cases_per_second {:.1}", median(rates));
    let cpu_rate = median(cpu_rates);
    if cpu_rate.is_finite() {
        println!("cpu_cases_per_second {cpu_rate:.1}");
        println!("cpu_plays_per_second {:.1}", median(cpu_plays));
        println!("cpu_points_per_second {:.1}", median(cpu_points));
        println!("cpu_result_jans_per_second {:.1}", median(cpu_jans));
    }
    Ok(())
}

/// A small xorshift generator: the choice of a random play needs no crate.
struct XorShift(u64);

impl XorShift {
    fn below(&mut self, bound: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % bound as u64) as usize
    }
}

fn new_game() -> GameState {
    let mut state = GameState::default();
    state.init_player("White");
    state.init_player("Black");
    let _ = state.consume(&GameEvent::BeginGame { goes_first: 1 });
    state
}

fn dames(state: &GameState, color: Color) -> i32 {
    state
        .board
        .to_vec()
        .iter()
        .map(|&count| count as i32)
        .filter(|&count| {
            if color == Color::White {
                count > 0
            } else {
                count < 0
            }
        })
        .sum::<i32>()
        .abs()
}

fn selfplay(throws: usize, seed: u64) -> Result<(f64, f64), String> {
    let mut roller = DiceRoller::new(Some(seed));
    let mut choose = XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut state = new_game();
    let mut done = 0;
    let start = Instant::now();
    let cpu_start = cpu_seconds();
    while done < throws {
        if state.stage == Stage::Ended {
            state = new_game();
        }
        let player = state.active_player_id;
        match state.turn_stage {
            TurnStage::RollDice => {
                let _ = state.consume(&GameEvent::Roll { player_id: player });
            }
            TurnStage::RollWaiting => {
                let dice = roller.roll();
                let _ = state.consume(&GameEvent::RollResult {
                    player_id: player,
                    dice,
                });
                done += 1;
            }
            TurnStage::Move | TurnStage::HoldOrGoChoice => {
                let color = state
                    .player_color_by_id(&player)
                    .ok_or("no colour for the player to move")?;
                let plays = MoveRules::new(&color, &state.board, state.dice)
                    .get_possible_moves_sequences(true, vec![]);
                let (first, second) = if plays.is_empty() {
                    (CheckerMove::default(), CheckerMove::default())
                } else {
                    plays[choose.below(plays.len())]
                };
                let moves = if color == Color::Black {
                    (first.mirror(), second.mirror())
                } else {
                    (first, second)
                };
                let _ = state.consume(&GameEvent::Move {
                    player_id: player,
                    moves,
                });
                if dames(&state, Color::White) == 0 || dames(&state, Color::Black) == 0 {
                    state = new_game();
                }
            }
            stage => return Err(format!("unexpected turn stage {stage:?} without schools")),
        }
    }
    Ok((
        throws as f64 / start.elapsed().as_secs_f64(),
        throws as f64 / (cpu_seconds() - cpu_start),
    ))
}

fn usage() -> ExitCode {
    eprintln!("usage: trictrac-peer-harness CASES_FILE [--repeat R] | --selfplay THROWS [--seed S] [--repeat R]");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let args: Vec<String> = env::args().skip(1).collect();
    let mut repeat = 5usize;
    let mut seed = 1u64;
    let mut selfplay_throws = None;
    let mut path = None;
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1);
        match args[i].as_str() {
            "--repeat" => match value.and_then(|v| v.parse().ok()) {
                Some(v) if v > 0 => repeat = v,
                _ => return usage(),
            },
            "--seed" => match value.and_then(|v| v.parse().ok()) {
                Some(v) => seed = v,
                None => return usage(),
            },
            "--selfplay" => match value.and_then(|v| v.parse().ok()) {
                Some(v) if v > 0 => selfplay_throws = Some(v),
                _ => return usage(),
            },
            other if !other.starts_with("--") && path.is_none() => {
                path = Some(other.to_string());
                i += 1;
                continue;
            }
            _ => return usage(),
        }
        i += 2;
    }
    let outcome = match (selfplay_throws, path) {
        (Some(throws), None) => (0..repeat)
            .map(|run| selfplay(throws, seed + run as u64))
            .collect::<Result<Vec<(f64, f64)>, String>>()
            .map(|rates| {
                println!("throws {throws}");
                println!("runs {repeat}");
                println!("throws_per_second {:.1}", median(rates.iter().map(|r| r.0).collect()));
                let cpu_rate = median(rates.iter().map(|r| r.1).collect());
                if cpu_rate.is_finite() {
                    println!("cpu_throws_per_second {cpu_rate:.1}");
                }
            }),
        (None, Some(path)) => run_cases(&path, repeat),
        _ => return usage(),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("trictrac-peer-harness: {message}");
            ExitCode::from(2)
        }
    }
}
