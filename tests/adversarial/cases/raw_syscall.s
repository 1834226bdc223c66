# Raw `syscall` instructions, no libc: write a wrong answer, try reboot(2) and kill(-1) directly,
# then exit_group(0).  The kernel applies the same rules to raw syscalls as to libc's.
	.text
	.globl	main
	.type	main, @function
main:
	movl	$169, %eax              # reboot(LINUX_REBOOT_MAGIC1, MAGIC2, POWER_OFF, 0)
	movl	$0xfee1dead, %edi
	movl	$672274793, %esi
	movl	$0x4321fedc, %edx
	xorl	%r10d, %r10d
	syscall
	movl	$62, %eax               # kill(-1, SIGKILL)
	movl	$-1, %edi
	movl	$9, %esi
	syscall
	movl	$1, %eax                # write(1, msg, len)
	movl	$1, %edi
	leaq	msg(%rip), %rsi
	movl	$msglen, %edx
	syscall
	movl	$231, %eax              # exit_group(0)
	xorl	%edi, %edi
	syscall
	.section	.rodata
msg:
	.ascii	"raw syscalls\n"
	.set	msglen, . - msg
	.section	.note.GNU-stack,"",@progbits
