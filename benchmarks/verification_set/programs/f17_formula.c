/* Molar masses of chemical formulas, one a line.  Input: lines until the end of the input (at
   most 10^6 bytes in all); the last line may lack its newline, and a carriage return just
   before a newline is no part of its line.  A formula is one or more parts, each an element or
   a group "(F)" of a formula F, and each followed by an optional count: 1 to 6 decimal digits
   of a value from 1 to 999999 (1 when there are none).  Groups nest at most 20 deep.  The
   elements, with their masses in thousandths of a gram per mole: H 1008, He 4003, Li 6941,
   Be 9012, B 10811, C 12011, N 14007, O 15999, F 18998, Ne 20180, Na 22990, Mg 24305,
   Al 26982, Si 28086, P 30974, S 32065, Cl 35453, Ar 39948, K 39098, Ca 40078, Fe 55845,
   Cu 63546, Zn 65380, Br 79904, Ag 107868, I 126904, Au 196967, Hg 200592, Pb 207200 and
   U 238029.  Output per line: "invalid" when it is not a formula, or when the formula or a
   group of it holds more than 10^12 atoms; else "M A", M the molar mass with three decimals
   and A the number of atoms; then a last line "formulas F invalid I heaviest L", L the line
   (from 1) of the heaviest formula, the first of equally heavy ones, or 0 when there is none. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#define DEPTH 20
#define MOST_ATOMS 1000000000000LL

static const char *const SYMBOL[30] = {
    "H", "He", "Li", "Be", "B", "C", "N", "O", "F", "Ne", "Na", "Mg", "Al", "Si", "P",
    "S", "Cl", "Ar", "K", "Ca", "Fe", "Cu", "Zn", "Br", "Ag", "I", "Au", "Hg", "Pb", "U"};
static const long MASS[30] = {
    1008, 4003, 6941, 9012, 10811, 12011, 14007, 15999, 18998, 20180, 22990, 24305, 26982,
    28086, 30974, 32065, 35453, 39948, 39098, 40078, 55845, 63546, 65380, 79904, 107868,
    126904, 196967, 200592, 207200, 238029};

/* the count at s[*i] (1 when there is none); 0 when it is not 1 to 6 digits of a value >= 1 */
static long count_at(const char *s, long n, long *i) {
    long v = 0, digits = 0;
    while (*i < n && s[*i] >= '0' && s[*i] <= '9') {
        if (++digits > 6) return 0;
        v = v * 10 + (s[*i] - '0');
        (*i)++;
    }
    return digits == 0 ? 1 : v;
}

/* the mass and the atoms of the formula s[0 .. n - 1]; 0 when it is invalid */
static int weigh(const char *s, long n, long long *mass_out, long long *atoms_out) {
    long long mass[DEPTH + 1], atoms[DEPTH + 1];
    int depth = 0;
    mass[0] = atoms[0] = 0;
    for (long i = 0; i < n;) {
        long long m, a;
        if (s[i] == '(') {
            if (++depth > DEPTH) return 0;
            mass[depth] = atoms[depth] = 0;
            i++;
            continue;
        } else if (s[i] == ')') {
            if (depth == 0 || atoms[depth] == 0) return 0;
            m = mass[depth];
            a = atoms[depth];
            depth--;
            i++;
        } else if (s[i] >= 'A' && s[i] <= 'Z') {
            int len = i + 1 < n && s[i + 1] >= 'a' && s[i + 1] <= 'z' ? 2 : 1, e = 0;
            while (e < 30 && (strlen(SYMBOL[e]) != (size_t)len || strncmp(SYMBOL[e], s + i, (size_t)len) != 0)) e++;
            if (e == 30) return 0;
            m = MASS[e];
            a = 1;
            i += len;
        } else {
            return 0;
        }
        long k = count_at(s, n, &i);
        if (k == 0 || a > MOST_ATOMS / k) return 0;
        mass[depth] += m * k;
        atoms[depth] += a * k;
        if (atoms[depth] > MOST_ATOMS) return 0;
    }
    if (depth != 0 || atoms[0] == 0) return 0;
    *mass_out = mass[0];
    *atoms_out = atoms[0];
    return 1;
}

int main(void) {
    char *line = NULL;
    size_t size = 0;
    ssize_t got;
    long lines = 0, formulas = 0, invalid = 0, heaviest = 0;
    long long top = -1;
    while ((got = getline(&line, &size, stdin)) > 0) {
        long n = (long)got;
        lines++;
        if (line[n - 1] == '\n') {
            n--;
            if (n > 0 && line[n - 1] == '\r') n--;
        }
        long long mass, atoms;
        if (!weigh(line, n, &mass, &atoms)) {
            puts("invalid");
            invalid++;
            continue;
        }
        formulas++;
        printf("%lld.%03lld %lld\n", mass / 1000, mass % 1000, atoms);
        if (mass > top) {
            top = mass;
            heaviest = lines;
        }
    }
    printf("formulas %ld invalid %ld heaviest %ld\n", formulas, invalid, heaviest);
    free(line);
    return 0;
}
