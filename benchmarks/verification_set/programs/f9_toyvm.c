/* A register machine modulo 1,000,000,007.  Input: instructions, at most 2 * 10^5 of them,
   each a word and its operands separated by blanks (spaces, tabs or newlines); a register is
   one of the lowercase letters a .. z (all 0 at the start), a number is as scanf's %lld reads it
   (an optional sign and digits, -10^18 <= V <= 10^18).  "set r V" puts V modulo P = 10^9 + 7
   (from 0 to P - 1) in r; "add r s", "sub r s" and "mul r s" put r + s, r - s and r * s modulo
   P in r (s may be r itself); "print r" prints r on a line.  Output: what the prints print. */
#include <stdio.h>
#include <string.h>

#define P 1000000007LL

static long long reg[26];

static int read_register(void) {  /* 0 .. 25, or -1 */
    char name[4];
    if (scanf("%3s", name) != 1 || name[1] != '\0' || name[0] < 'a' || name[0] > 'z') return -1;
    return name[0] - 'a';
}

int main(void) {
    char op[8];
    while (scanf("%7s", op) == 1) {
        int r = read_register();
        if (r < 0) return 1;
        if (strcmp(op, "set") == 0) {
            long long v;
            if (scanf("%lld", &v) != 1 || v < -1000000000000000000LL || v > 1000000000000000000LL)
                return 1;
            v %= P;
            reg[r] = v < 0 ? v + P : v;
        } else if (strcmp(op, "print") == 0) {
            printf("%lld\n", reg[r]);
        } else {
            int s = read_register();
            if (s < 0) return 1;
            if (strcmp(op, "add") == 0) reg[r] = (reg[r] + reg[s]) % P;
            else if (strcmp(op, "sub") == 0) reg[r] = (reg[r] - reg[s] + P) % P;
            else if (strcmp(op, "mul") == 0) reg[r] = reg[r] * reg[s] % P;
            else return 1;
        }
    }
    return 0;
}
