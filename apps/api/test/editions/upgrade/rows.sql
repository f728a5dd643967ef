ALTER TABLE public.accessories DISABLE TRIGGER ALL;

INSERT INTO public.accessories (id, name, description, price, img, is_active) VALUES (1, 'ماگ جشنواره', 'ماگ سرامیکی ۳۵۰ میلی‌لیتری با طرح ترمینال و نشان جشنواره؛ قابل شست‌وشو در ماشین ظرف‌شویی.', 180000, '/media/seed/accessory-mug.svg', true);
INSERT INTO public.accessories (id, name, description, price, img, is_active) VALUES (2, 'تی‌شرت جشنواره', 'تی‌شرت نخی سرمه‌ای با چاپ نشان جشنواره؛ در سایزهای S تا XXL (سایز را هنگام تحویل انتخاب کنید).', 450000, '/media/seed/accessory-tshirt.svg', true);
INSERT INTO public.accessories (id, name, description, price, img, is_active) VALUES (3, 'بستهٔ استیکر', 'ده استیکر ضدآب با طرح‌های لینوکسی برای لپ‌تاپ و قمقمه.', 60000, '/media/seed/accessory-stickers.svg', true);


ALTER TABLE public.accessories ENABLE TRIGGER ALL;

--
-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.users DISABLE TRIGGER ALL;

INSERT INTO public.users (id, phone_number, email, first_name, last_name, password_hash, avatar, role, is_signed_up_for_competition, created_at, session_version) VALUES (1, '09120000000', 'demo@linuxfest.example', 'کاربر', 'نمایشی', '$argon2id$v=19$m=19456,t=2,p=1$W5mUDSd/YojdhonRF5+KcA$Kw+ZgoTU8VjR+I2CmPmXEpVvYaYv2abcySotd+XZgIs', NULL, 'user', false, '2026-11-29 13:01:13.432415+00', 0);
INSERT INTO public.users (id, phone_number, email, first_name, last_name, password_hash, avatar, role, is_signed_up_for_competition, created_at, session_version) VALUES (2, '09120000001', 'admin@linuxfest.example', 'مدیر', 'جشنواره', '$argon2id$v=19$m=19456,t=2,p=1$Ifo5EP3NiSW5apMkF6lzjg$jxQC5c19RAXPv1l1FnJwLevbEkhHPyJhca9wQIB/gVM', NULL, 'admin', false, '2026-11-29 13:01:13.432415+00', 0);
INSERT INTO public.users (id, phone_number, email, first_name, last_name, password_hash, avatar, role, is_signed_up_for_competition, created_at, session_version) VALUES (3, '09120000002', 'door@linuxfest.example', 'مسئول', 'ورود', '$argon2id$v=19$m=19456,t=2,p=1$fZXFbJkcwnJY4fQ9p5wDBQ$DhaSSF9WIihsKglpijDBvdGTv4KaB67adaypJcVBjZw', NULL, 'door', false, '2026-11-29 13:01:13.432415+00', 0);
INSERT INTO public.users (id, phone_number, email, first_name, last_name, password_hash, avatar, role, is_signed_up_for_competition, created_at, session_version) VALUES (5, '09121000002', 'attendee2@linuxfest.example', 'بردیا', 'فرهادی', '$argon2id$v=19$m=19456,t=2,p=1$IrTsuWXs88L8Bsl2KHoBtA$7mGRceqTEea5X4LXbYMCVAcFRxqaeTd73StR8idLQZM', NULL, 'user', false, '2026-11-29 13:01:13.432415+00', 0);
INSERT INTO public.users (id, phone_number, email, first_name, last_name, password_hash, avatar, role, is_signed_up_for_competition, created_at, session_version) VALUES (6, '09121000003', 'attendee3@linuxfest.example', 'ترانه', 'سلیمانی', '$argon2id$v=19$m=19456,t=2,p=1$weQg+fu/oWwuqemDfVM5Nw$pSccmlEUZ9PAqlB/eEJ0tOry0qyznu0WQs0PbgIzlAo', NULL, 'user', false, '2026-11-29 13:01:13.432415+00', 0);
INSERT INTO public.users (id, phone_number, email, first_name, last_name, password_hash, avatar, role, is_signed_up_for_competition, created_at, session_version) VALUES (7, '09121000004', 'attendee4@linuxfest.example', 'کامران', 'زارعی', '$argon2id$v=19$m=19456,t=2,p=1$TUgQRH5zOG0GAdC74VjFhg$ZSDtcY+0k17Haq5Ii1h5qrUr2P0KLNxGJSzp8ZBxNiA', NULL, 'user', false, '2026-11-29 13:01:13.432415+00', 0);
INSERT INTO public.users (id, phone_number, email, first_name, last_name, password_hash, avatar, role, is_signed_up_for_competition, created_at, session_version) VALUES (8, '09121000005', 'attendee5@linuxfest.example', 'یاسمن', 'حیدری', '$argon2id$v=19$m=19456,t=2,p=1$OH+e3krgt8vSd7ZyGerBng$d2oI8HgLAJg0+s8RaUMNCKdeOrYeWW7OkidN2BxH/qg', NULL, 'user', false, '2026-11-29 13:01:13.432415+00', 0);
INSERT INTO public.users (id, phone_number, email, first_name, last_name, password_hash, avatar, role, is_signed_up_for_competition, created_at, session_version) VALUES (9, '09121000006', 'attendee6@linuxfest.example', 'پدرام', 'نیک‌نام', '$argon2id$v=19$m=19456,t=2,p=1$6PrTfqnWSKPXv1gAPgsc4w$U5qG2UDFQcf09RHVzRcNN0CPZChJ7MNhQk3GhGpC9/U', NULL, 'user', false, '2026-11-29 13:01:13.432415+00', 0);
INSERT INTO public.users (id, phone_number, email, first_name, last_name, password_hash, avatar, role, is_signed_up_for_competition, created_at, session_version) VALUES (10, '09121000007', 'attendee7@linuxfest.example', 'شیوا', 'منصوری', '$argon2id$v=19$m=19456,t=2,p=1$JrlW36bTuhYkXZxwXluU/w$OZzr1ow8TRPb8CQm+DZKNTRxLd2lDsxpHJTagccW6l4', NULL, 'user', false, '2026-11-29 13:01:13.432415+00', 0);
INSERT INTO public.users (id, phone_number, email, first_name, last_name, password_hash, avatar, role, is_signed_up_for_competition, created_at, session_version) VALUES (11, '09121000008', 'attendee8@linuxfest.example', 'آرین', 'قربانی', '$argon2id$v=19$m=19456,t=2,p=1$40pw0ILoZcDUeR82YgeDHA$hcSumv2w4dcDdsDrxyuzCay+kzEsBP8AhKTUvN0kNP4', NULL, 'user', false, '2026-11-29 13:01:13.432415+00', 0);
INSERT INTO public.users (id, phone_number, email, first_name, last_name, password_hash, avatar, role, is_signed_up_for_competition, created_at, session_version) VALUES (4, '09121000001', 'attendee1@linuxfest.example', 'نازنین', 'رستمی', '$argon2id$v=19$m=19456,t=2,p=1$DxqpxYQKs7QN8sd7ITxsjA$bpuFW9rr/VzkM52ZA26m1AcxH6df/qNuYaFrJ9PCQlQ', NULL, 'user', true, '2026-11-29 13:01:13.432415+00', 0);


ALTER TABLE public.users ENABLE TRIGGER ALL;

--
-- Data for Name: agenda_feeds; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.agenda_feeds DISABLE TRIGGER ALL;



ALTER TABLE public.agenda_feeds ENABLE TRIGGER ALL;

--
-- Data for Name: presentations; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.presentations DISABLE TRIGGER ALL;

INSERT INTO public.presentations (id, service_type, fa_title, en_title, fa_description, en_description, start, "end", capacity, cost, is_registration_active, presentation_link, poster, room, sold, held) VALUES (5, 'TALK', 'چرا Wayland؟ گذار دسکتاپ لینوکس', 'Why Wayland? The Linux Desktop in Transition', '<p>X11 چهل سال با ما بوده است. چرا دسکتاپ‌های لینوکس به Wayland کوچ می‌کنند و این برای کاربران چه معنایی دارد؟</p><h3>سرفصل‌ها</h3><ul><li>محدودیت‌های X11</li><li>معماری Wayland و کامپوزیتورها</li><li>وضعیت KDE و GNOME</li><li>پشتیبانی از زبان فارسی و راست‌به‌چپ</li></ul><p><strong>مخاطب:</strong> کاربران دسکتاپ لینوکس و علاقه‌مندان به گرافیک.</p>', '<p>X11 has been with us for forty years. Why are Linux desktops moving to Wayland, and what does it mean for users?</p><h3>Outline</h3><ul><li>Where X11 falls short</li><li>Wayland and compositors</li><li>KDE and GNOME today</li><li>Persian and right-to-left support</li></ul><p><strong>Audience:</strong> Linux desktop users.</p>', '2031-02-15 12:30:00+00', '2031-02-15 13:30:00+00', 150, 0, true, '', '/media/seed/poster-wayland.svg', 'تالار اصلی', 0, 0);
INSERT INTO public.presentations (id, service_type, fa_title, en_title, fa_description, en_description, start, "end", capacity, cost, is_registration_active, presentation_link, poster, room, sold, held) VALUES (6, 'WORKSHOP', 'شبکه در لینوکس: iproute2، nftables و WireGuard', 'Linux Networking: iproute2, nftables and WireGuard', '<p>کارگاهی عملی برای پیکربندی شبکه در لینوکس با ابزارهای امروزی.</p><h3>سرفصل‌ها</h3><ul><li><code>ip</code> و مسیریابی</li><li>فایروال با nftables</li><li>ساخت تونل WireGuard بین دو سرور</li><li>عیب‌یابی با <code>tcpdump</code> و <code>ss</code></li></ul><p><strong>مخاطب:</strong> مدیران سیستم و شبکه؛ آشنایی مقدماتی با TCP/IP لازم است.</p>', '<p>A hands-on workshop on configuring Linux networking with today''s tools.</p><h3>Outline</h3><ul><li><code>ip</code> and routing</li><li>Firewalls with nftables</li><li>A WireGuard tunnel between two servers</li><li>Troubleshooting with <code>tcpdump</code> and <code>ss</code></li></ul><p><strong>Audience:</strong> System and network administrators with basic TCP/IP.</p>', '2031-02-16 05:30:00+00', '2031-02-16 08:30:00+00', 25, 300000, true, '', '/media/seed/poster-networking.svg', 'سایت کامپیوتر ۱', 0, 0);
INSERT INTO public.presentations (id, service_type, fa_title, en_title, fa_description, en_description, start, "end", capacity, cost, is_registration_active, presentation_link, poster, room, sold, held) VALUES (3, 'TALK', 'امنیت سرورهای لینوکسی: از SSH تا SELinux', 'Hardening Linux Servers: From SSH to SELinux', '<p>بیشتر نفوذها از پیکربندی‌های پیش‌فرض شروع می‌شوند. در این ارائه یک سرور تازه را قدم‌به‌قدم امن می‌کنیم.</p><h3>سرفصل‌ها</h3><ul><li>ورود با کلید و غیرفعال‌کردن رمز عبور در SSH</li><li>فایروال و fail2ban</li><li>اصول SELinux و AppArmor</li><li>ثبت رخدادها با auditd</li></ul><p><strong>مخاطب:</strong> مدیران سیستم و توسعه‌دهندگانی که سرور خودشان را نگه می‌دارند.</p>', '<p>Most breaches start from default settings. We harden a fresh server step by step.</p><h3>Outline</h3><ul><li>Key-only SSH logins</li><li>Firewalls and fail2ban</li><li>SELinux and AppArmor basics</li><li>Auditing with auditd</li></ul><p><strong>Audience:</strong> System administrators and developers who run their own servers.</p>', '2031-02-15 11:00:00+00', '2031-02-15 12:00:00+00', 120, 150000, true, '', '/media/seed/poster-hardening.svg', 'تالار اصلی', 0, 0);
INSERT INTO public.presentations (id, service_type, fa_title, en_title, fa_description, en_description, start, "end", capacity, cost, is_registration_active, presentation_link, poster, room, sold, held) VALUES (4, 'WORKSHOP', 'کارگاه داکر: از صفر تا استقرار', 'Docker Workshop: Zero to Deployment', '<p>یک برنامهٔ وب واقعی را کانتینری می‌کنیم و تا استقرار روی سرور پیش می‌رویم.</p><h3>سرفصل‌ها</h3><ul><li>ایمیج، کانتینر و لایه‌ها</li><li>نوشتن Dockerfile بهینه و چندمرحله‌ای</li><li>شبکه و Volume</li><li>docker compose برای محیط توسعه</li></ul><p><strong>مخاطب:</strong> برنامه‌نویسان و مدیران سیستم آشنا با خط فرمان.</p>', '<p>We containerise a real web application and take it all the way to a server.</p><h3>Outline</h3><ul><li>Images, containers and layers</li><li>Lean multi-stage Dockerfiles</li><li>Networks and volumes</li><li>docker compose for development</li></ul><p><strong>Audience:</strong> Developers and admins comfortable with the command line.</p>', '2031-02-15 11:00:00+00', '2031-02-15 14:00:00+00', 1, 350000, true, '', '/media/seed/poster-docker.svg', 'سایت کامپیوتر ۲', 1, 0);
INSERT INTO public.presentations (id, service_type, fa_title, en_title, fa_description, en_description, start, "end", capacity, cost, is_registration_active, presentation_link, poster, room, sold, held) VALUES (7, 'TALK', 'کرنل لینوکس چطور توسعه می‌یابد؟', 'How the Linux Kernel Is Developed', '<p>از فرستادن اولین وصله به فهرست پستی تا رسیدن آن به نسخهٔ پایدار: فرایند توسعهٔ بزرگ‌ترین پروژهٔ متن‌باز جهان.</p><h3>سرفصل‌ها</h3><ul><li>چرخهٔ انتشار و پنجرهٔ ادغام</li><li>نگه‌دارندگان و درخت‌های زیرسیستم</li><li>آداب فرستادن وصله با <code>git send-email</code></li></ul><p><strong>مخاطب:</strong> برنامه‌نویسان C و هر کسی که کنجکاو است.</p>', '<p>From a first patch on the mailing list to a stable release: how the largest open-source project works.</p><h3>Outline</h3><ul><li>Release cycle and merge window</li><li>Maintainers and subsystem trees</li><li>Sending patches with <code>git send-email</code></li></ul><p><strong>Audience:</strong> C programmers and the curious.</p>', '2031-02-16 06:00:00+00', '2031-02-16 07:00:00+00', 150, 100000, true, '', '/media/seed/poster-kernel.svg', 'تالار اصلی', 0, 0);
INSERT INTO public.presentations (id, service_type, fa_title, en_title, fa_description, en_description, start, "end", capacity, cost, is_registration_active, presentation_link, poster, room, sold, held) VALUES (11, 'WORKSHOP', 'کوبرنتیز در عمل', 'Kubernetes in Practice', '<p>یک خوشهٔ کوبرنتیز می‌سازیم و برنامه‌ای چندسرویسی را با اطمینان روی آن اجرا می‌کنیم.</p><h3>سرفصل‌ها</h3><ul><li>Pod، Deployment و Service</li><li>ConfigMap و Secret</li><li>Ingress و گواهی TLS</li><li>مقیاس‌پذیری خودکار و پایش</li></ul><p><strong>مخاطب:</strong> کسانی که با داکر کار کرده‌اند.</p>', '<p>We build a Kubernetes cluster and run a multi-service application on it with confidence.</p><h3>Outline</h3><ul><li>Pods, Deployments and Services</li><li>ConfigMaps and Secrets</li><li>Ingress and TLS certificates</li><li>Autoscaling and monitoring</li></ul><p><strong>Audience:</strong> People who already use Docker.</p>', '2031-02-17 05:30:00+00', '2031-02-17 09:30:00+00', 25, 450000, true, '', '/media/seed/poster-kubernetes.svg', 'سایت کامپیوتر ۱', 0, 0);
INSERT INTO public.presentations (id, service_type, fa_title, en_title, fa_description, en_description, start, "end", capacity, cost, is_registration_active, presentation_link, poster, room, sold, held) VALUES (12, 'TALK', 'اسکریپت‌نویسی حرفه‌ای با Bash', 'Professional Bash Scripting', '<p>اسکریپت‌هایی بنویسید که فردا هم کار کنند.</p><h3>سرفصل‌ها</h3><ul><li><code>set -euo pipefail</code> و مدیریت خطا</li><li>آرایه‌ها و نقل‌قول درست</li><li>shellcheck و آزمون اسکریپت</li></ul><p><strong>مخاطب:</strong> هر کسی که اسکریپت شل می‌نویسد.</p>', '<p>Write scripts that still work tomorrow.</p><h3>Outline</h3><ul><li><code>set -euo pipefail</code> and error handling</li><li>Arrays and correct quoting</li><li>shellcheck and testing scripts</li></ul><p><strong>Audience:</strong> Anyone who writes shell scripts.</p>', '2031-02-17 06:00:00+00', '2031-02-17 07:00:00+00', 80, 120000, true, '', '/media/seed/poster-bash.svg', 'تالار اصلی', 0, 0);
INSERT INTO public.presentations (id, service_type, fa_title, en_title, fa_description, en_description, start, "end", capacity, cost, is_registration_active, presentation_link, poster, room, sold, held) VALUES (13, 'TALK', 'چطور در پروژه‌های متن‌باز مشارکت کنیم؟', 'Contributing to Open Source Projects', '<p>اولین مشارکت همیشه سخت‌ترین است. با تجربهٔ مشارکت‌کنندگان ایرانی، از انتخاب پروژه تا ادغام اولین درخواست ادغام.</p><h3>سرفصل‌ها</h3><ul><li>پیدا کردن issueهای مناسب تازه‌کارها</li><li>ترجمه و مستندسازی هم مشارکت است</li><li>آداب بازبینی کد</li></ul><p><strong>مخاطب:</strong> همه؛ حضور رایگان است.</p>', '<p>The first contribution is always the hardest. Iranian contributors share how they went from choosing a project to a merged pull request.</p><h3>Outline</h3><ul><li>Finding good first issues</li><li>Translation and documentation count too</li><li>Code review etiquette</li></ul><p><strong>Audience:</strong> Everyone; free of charge.</p>', '2031-02-17 07:30:00+00', '2031-02-17 08:30:00+00', 200, 0, true, '', '/media/seed/poster-contributing.svg', 'تالار اصلی', 0, 0);
INSERT INTO public.presentations (id, service_type, fa_title, en_title, fa_description, en_description, start, "end", capacity, cost, is_registration_active, presentation_link, poster, room, sold, held) VALUES (14, 'WORKSHOP', 'کارگاه Yocto: ساخت توزیع لینوکس سفارشی', 'Building a Custom Linux Distribution with Yocto', '<p>ثبت‌نام این کارگاه بسته شده است. یک تصویر لینوکس کوچک برای برد Raspberry Pi می‌سازیم.</p><h3>سرفصل‌ها</h3><ul><li>لایه‌ها و دستورالعمل‌ها در Yocto</li><li>ساخت تصویر حداقلی</li><li>افزودن برنامهٔ خودمان به تصویر</li></ul><p><strong>مخاطب:</strong> مهندسان سامانه‌های نهفته.</p>', '<p>Registration for this workshop is closed. We build a small Linux image for a Raspberry Pi.</p><h3>Outline</h3><ul><li>Yocto layers and recipes</li><li>A minimal image</li><li>Adding our own application</li></ul><p><strong>Audience:</strong> Embedded engineers.</p>', '2031-02-17 10:30:00+00', '2031-02-17 13:30:00+00', 20, 350000, false, '', '/media/seed/poster-yocto.svg', 'سایت کامپیوتر ۲', 0, 0);
INSERT INTO public.presentations (id, service_type, fa_title, en_title, fa_description, en_description, start, "end", capacity, cost, is_registration_active, presentation_link, poster, room, sold, held) VALUES (15, 'TALK', 'اختتامیه و اعلام برندگان مسابقه', 'Closing Ceremony and Contest Winners', '<p>جمع‌بندی سه روز جشنواره، اعلام برندگان مسابقه و قرعه‌کشی میان شرکت‌کنندگان.</p><h3>سرفصل‌ها</h3><ul><li>اعلام برندگان مسابقه</li><li>قرعه‌کشی</li><li>عکس یادگاری</li></ul><p><strong>مخاطب:</strong> همهٔ شرکت‌کنندگان.</p>', '<p>A wrap-up of the three days, the contest winners and a prize draw.</p><h3>Outline</h3><ul><li>Contest winners</li><li>Prize draw</li><li>Group photo</li></ul><p><strong>Audience:</strong> Everyone.</p>', '2031-02-17 13:45:00+00', '2031-02-17 14:30:00+00', 300, 0, true, '', '/media/seed/poster-closing.svg', 'تالار اصلی', 0, 0);
INSERT INTO public.presentations (id, service_type, fa_title, en_title, fa_description, en_description, start, "end", capacity, cost, is_registration_active, presentation_link, poster, room, sold, held) VALUES (9, 'TALK', 'خودکارسازی زیرساخت با Ansible', 'Infrastructure Automation with Ansible', '<p>به‌جای وصل‌شدن دستی به ده‌ها سرور، وضعیت مطلوب را یک بار بنویسید.</p><h3>سرفصل‌ها</h3><ul><li>Inventory و Playbook</li><li>نقش‌ها و متغیرها</li><li>Ansible Vault برای اسرار</li><li>یک نمونهٔ واقعی: استقرار nginx روی بیست سرور</li></ul><p><strong>مخاطب:</strong> مدیران سیستم و مهندسان DevOps.</p>', '<p>Instead of logging into dozens of servers by hand, describe the state you want once.</p><h3>Outline</h3><ul><li>Inventories and playbooks</li><li>Roles and variables</li><li>Ansible Vault for secrets</li><li>A real example: nginx on twenty servers</li></ul><p><strong>Audience:</strong> System administrators and DevOps engineers.</p>', '2031-02-16 10:30:00+00', '2031-02-16 11:30:00+00', 100, 150000, true, '', '/media/seed/poster-ansible.svg', 'تالار اصلی', 1, 0);
INSERT INTO public.presentations (id, service_type, fa_title, en_title, fa_description, en_description, start, "end", capacity, cost, is_registration_active, presentation_link, poster, room, sold, held) VALUES (10, 'TALK', 'Rust در کرنل لینوکس (آنلاین)', 'Rust in the Linux Kernel (online)', '<p>این ارائه به‌صورت آنلاین برگزار می‌شود و پیوند جلسه پس از ثبت‌نام در صفحهٔ ارائه نمایش داده می‌شود.</p><h3>سرفصل‌ها</h3><ul><li>چرا Rust به کرنل راه یافت</li><li>نوشتن یک ماژول سادهٔ کرنل با Rust</li><li>وضعیت درایورهای Rust در نسخه‌های اخیر</li></ul><p><strong>مخاطب:</strong> برنامه‌نویسان سیستمی؛ آشنایی با Rust مفید است.</p>', '<p>This talk is online; the session link appears on this page once you are registered.</p><h3>Outline</h3><ul><li>Why Rust made it into the kernel</li><li>A minimal kernel module in Rust</li><li>Rust drivers in recent releases</li></ul><p><strong>Audience:</strong> Systems programmers; some Rust helps.</p>', '2031-02-16 12:30:00+00', '2031-02-16 13:30:00+00', 500, 0, true, 'https://meet.linuxfest.example/rust-kernel', '/media/seed/poster-rust-kernel.svg', 'آنلاین (پخش زنده)', 1, 0);
INSERT INTO public.presentations (id, service_type, fa_title, en_title, fa_description, en_description, start, "end", capacity, cost, is_registration_active, presentation_link, poster, room, sold, held) VALUES (1, 'TALK', 'افتتاحیه: آیندهٔ نرم‌افزار آزاد در ایران', 'Opening: The Future of Free Software in Iran', '<p>جشنواره با مروری بر جامعهٔ نرم‌افزار آزاد ایران آغاز می‌شود: از گروه‌های کاربری دهه‌های گذشته تا پروژه‌های امروز.</p><h3>سرفصل‌ها</h3><ul><li>دستاوردهای جامعهٔ متن‌باز ایران</li><li>چالش‌های مخازن و تحریم</li><li>معرفی برنامهٔ سه روز جشنواره</li></ul><p><strong>مخاطب:</strong> همهٔ شرکت‌کنندگان؛ حضور رایگان است.</p>', '<p>The festival opens with a look at the Iranian free software community, from the early user groups to today''s projects.</p><h3>Outline</h3><ul><li>What the community has built</li><li>Mirrors, sanctions and access</li><li>The three-day programme</li></ul><p><strong>Audience:</strong> Everyone; free of charge.</p>', '2031-02-15 05:30:00+00', '2031-02-15 06:30:00+00', 300, 0, true, '', '/media/seed/poster-opening.svg', 'تالار اصلی', 0, 0);
INSERT INTO public.presentations (id, service_type, fa_title, en_title, fa_description, en_description, start, "end", capacity, cost, is_registration_active, presentation_link, poster, room, sold, held) VALUES (8, 'WORKSHOP', 'کارگاه هک اخلاقی و تست نفوذ', 'Ethical Hacking and Penetration Testing', '<p>در یک آزمایشگاه ایزوله، نقش مهاجم را بازی می‌کنیم تا یاد بگیریم چگونه از سامانه‌ها دفاع کنیم. ظرفیت به‌دلیل آزمایشگاه محدود است.</p><h3>سرفصل‌ها</h3><ul><li>شناسایی و اسکن با nmap</li><li>بهره‌برداری از آسیب‌پذیری‌های رایج وب</li><li>ارتقای دسترسی در لینوکس</li><li>نوشتن گزارش تست نفوذ</li></ul><p><strong>مخاطب:</strong> علاقه‌مندان به امنیت با آشنایی کامل با خط فرمان.</p>', '<p>In an isolated lab we play the attacker to learn how to defend. Seats are limited by the lab.</p><h3>Outline</h3><ul><li>Reconnaissance and scanning with nmap</li><li>Exploiting common web vulnerabilities</li><li>Linux privilege escalation</li><li>Writing the report</li></ul><p><strong>Audience:</strong> Security enthusiasts fluent with the command line.</p>', '2031-02-16 07:30:00+00', '2031-02-16 11:30:00+00', 10, 400000, true, '', '/media/seed/poster-pentest.svg', 'سایت کامپیوتر ۲', 8, 0);
INSERT INTO public.presentations (id, service_type, fa_title, en_title, fa_description, en_description, start, "end", capacity, cost, is_registration_active, presentation_link, poster, room, sold, held) VALUES (2, 'WORKSHOP', 'کارگاه مقدماتی خط فرمان لینوکس', 'Linux Command Line Basics', '<p>در این کارگاه عملی، با ترمینال دوست می‌شوید و کارهای روزمره را بدون محیط گرافیکی انجام می‌دهید.</p><h3>سرفصل‌ها</h3><ul><li>ساختار فایل‌سیستم و مجوزها</li><li>لوله‌ها، تغییر مسیر و <code>grep</code></li><li>مدیریت پردازه‌ها و سرویس‌ها با <code>systemctl</code></li><li>نصب بسته با <code>apt</code> و <code>dnf</code></li></ul><p><strong>مخاطب:</strong> تازه‌کارها؛ لپ‌تاپ با هر توزیع لینوکس یا WSL همراه داشته باشید.</p>', '<p>A hands-on workshop to get comfortable with the terminal and do everyday work without a desktop.</p><h3>Outline</h3><ul><li>The file system and permissions</li><li>Pipes, redirection and <code>grep</code></li><li>Processes and services with <code>systemctl</code></li><li>Packages with <code>apt</code> and <code>dnf</code></li></ul><p><strong>Audience:</strong> Beginners; bring a laptop with any Linux distribution or WSL.</p>', '2031-02-15 07:00:00+00', '2031-02-15 10:00:00+00', 40, 250000, true, '', '/media/seed/poster-cli-basics.svg', 'سایت کامپیوتر ۱', 1, 0);


ALTER TABLE public.presentations ENABLE TRIGGER ALL;

--
-- Data for Name: agenda_items; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.agenda_items DISABLE TRIGGER ALL;

INSERT INTO public.agenda_items (user_id, presentation_id, added_at) VALUES (4, 1, '2026-11-29 13:01:14.725274+00');
INSERT INTO public.agenda_items (user_id, presentation_id, added_at) VALUES (4, 2, '2026-11-29 13:01:14.73541+00');


ALTER TABLE public.agenda_items ENABLE TRIGGER ALL;

--
-- Data for Name: audit_log; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.audit_log DISABLE TRIGGER ALL;

INSERT INTO public.audit_log (id, at, actor_id, action, object_type, object_id, before, after) VALUES (1, '2026-11-29 13:01:13.742937+00', 2, 'update', 'presentation', '1', '{"id": 1, "end": "2027-02-15T06:30:00.000Z", "cost": 0, "held": 0, "room": "تالار اصلی", "sold": 0, "tags": [8], "start": "2027-02-15T05:30:00.000Z", "revenue": 0, "capacity": 300, "en_title": "Opening: The Future of Free Software in Iran", "fa_title": "افتتاحیه: آیندهٔ نرم‌افزار آزاد در ایران", "checked_in": 0, "presenters": [9], "morkopoloyor": "/media/seed/poster-opening.svg", "service_type": "TALK", "en_description": "<p>The festival opens with a look at the Iranian free software community, from the early user groups to today''s projects.</p><h3>Outline</h3><ul><li>What the community has built</li><li>Mirrors, sanctions and access</li><li>The three-day programme</li></ul><p><strong>Audience:</strong> Everyone; free of charge.</p>", "fa_description": "<p>جشنواره با مروری بر جامعهٔ نرم‌افزار آزاد ایران آغاز می‌شود: از گروه‌های کاربری دهه‌های گذشته تا پروژه‌های امروز.</p><h3>سرفصل‌ها</h3><ul><li>دستاوردهای جامعهٔ متن‌باز ایران</li><li>چالش‌های مخازن و تحریم</li><li>معرفی برنامهٔ سه روز جشنواره</li></ul><p><strong>مخاطب:</strong> همهٔ شرکت‌کنندگان؛ حضور رایگان است.</p>", "presentation_link": "", "remained_capacity": 300, "is_registration_active": true}', '{"id": 1, "end": "2031-02-15T06:30:00.000Z", "cost": 0, "held": 0, "room": "تالار اصلی", "sold": 0, "tags": [8], "start": "2031-02-15T05:30:00.000Z", "revenue": 0, "capacity": 300, "en_title": "Opening: The Future of Free Software in Iran", "fa_title": "افتتاحیه: آیندهٔ نرم‌افزار آزاد در ایران", "checked_in": 0, "presenters": [9], "morkopoloyor": "/media/seed/poster-opening.svg", "service_type": "TALK", "en_description": "<p>The festival opens with a look at the Iranian free software community, from the early user groups to today''s projects.</p><h3>Outline</h3><ul><li>What the community has built</li><li>Mirrors, sanctions and access</li><li>The three-day programme</li></ul><p><strong>Audience:</strong> Everyone; free of charge.</p>", "fa_description": "<p>جشنواره با مروری بر جامعهٔ نرم‌افزار آزاد ایران آغاز می‌شود: از گروه‌های کاربری دهه‌های گذشته تا پروژه‌های امروز.</p><h3>سرفصل‌ها</h3><ul><li>دستاوردهای جامعهٔ متن‌باز ایران</li><li>چالش‌های مخازن و تحریم</li><li>معرفی برنامهٔ سه روز جشنواره</li></ul><p><strong>مخاطب:</strong> همهٔ شرکت‌کنندگان؛ حضور رایگان است.</p>", "presentation_link": "", "remained_capacity": 300, "is_registration_active": true}');
INSERT INTO public.audit_log (id, at, actor_id, action, object_type, object_id, before, after) VALUES (2, '2026-11-29 13:01:13.77847+00', 2, 'update', 'presentation', '2', '{"id": 2, "end": "2027-02-15T10:00:00.000Z", "cost": 250000, "held": 0, "room": "سایت کامپیوتر ۱", "sold": 0, "tags": [1], "start": "2027-02-15T07:00:00.000Z", "revenue": 0, "capacity": 40, "en_title": "Linux Command Line Basics", "fa_title": "کارگاه مقدماتی خط فرمان لینوکس", "checked_in": 0, "presenters": [10], "morkopoloyor": "/media/seed/poster-cli-basics.svg", "service_type": "WORKSHOP", "en_description": "<p>A hands-on workshop to get comfortable with the terminal and do everyday work without a desktop.</p><h3>Outline</h3><ul><li>The file system and permissions</li><li>Pipes, redirection and <code>grep</code></li><li>Processes and services with <code>systemctl</code></li><li>Packages with <code>apt</code> and <code>dnf</code></li></ul><p><strong>Audience:</strong> Beginners; bring a laptop with any Linux distribution or WSL.</p>", "fa_description": "<p>در این کارگاه عملی، با ترمینال دوست می‌شوید و کارهای روزمره را بدون محیط گرافیکی انجام می‌دهید.</p><h3>سرفصل‌ها</h3><ul><li>ساختار فایل‌سیستم و مجوزها</li><li>لوله‌ها، تغییر مسیر و <code>grep</code></li><li>مدیریت پردازه‌ها و سرویس‌ها با <code>systemctl</code></li><li>نصب بسته با <code>apt</code> و <code>dnf</code></li></ul><p><strong>مخاطب:</strong> تازه‌کارها؛ لپ‌تاپ با هر توزیع لینوکس یا WSL همراه داشته باشید.</p>", "presentation_link": "", "remained_capacity": 40, "is_registration_active": true}', '{"id": 2, "end": "2031-02-15T10:00:00.000Z", "cost": 250000, "held": 0, "room": "سایت کامپیوتر ۱", "sold": 0, "tags": [1], "start": "2031-02-15T07:00:00.000Z", "revenue": 0, "capacity": 40, "en_title": "Linux Command Line Basics", "fa_title": "کارگاه مقدماتی خط فرمان لینوکس", "checked_in": 0, "presenters": [10], "morkopoloyor": "/media/seed/poster-cli-basics.svg", "service_type": "WORKSHOP", "en_description": "<p>A hands-on workshop to get comfortable with the terminal and do everyday work without a desktop.</p><h3>Outline</h3><ul><li>The file system and permissions</li><li>Pipes, redirection and <code>grep</code></li><li>Processes and services with <code>systemctl</code></li><li>Packages with <code>apt</code> and <code>dnf</code></li></ul><p><strong>Audience:</strong> Beginners; bring a laptop with any Linux distribution or WSL.</p>", "fa_description": "<p>در این کارگاه عملی، با ترمینال دوست می‌شوید و کارهای روزمره را بدون محیط گرافیکی انجام می‌دهید.</p><h3>سرفصل‌ها</h3><ul><li>ساختار فایل‌سیستم و مجوزها</li><li>لوله‌ها، تغییر مسیر و <code>grep</code></li><li>مدیریت پردازه‌ها و سرویس‌ها با <code>systemctl</code></li><li>نصب بسته با <code>apt</code> و <code>dnf</code></li></ul><p><strong>مخاطب:</strong> تازه‌کارها؛ لپ‌تاپ با هر توزیع لینوکس یا WSL همراه داشته باشید.</p>", "presentation_link": "", "remained_capacity": 40, "is_registration_active": true}');
INSERT INTO public.audit_log (id, at, actor_id, action, object_type, object_id, before, after) VALUES (3, '2026-11-29 13:01:13.799648+00', 2, 'update', 'presentation', '3', '{"id": 3, "end": "2027-02-15T12:00:00.000Z", "cost": 150000, "held": 0, "room": "تالار اصلی", "sold": 0, "tags": [1, 3], "start": "2027-02-15T11:00:00.000Z", "revenue": 0, "capacity": 120, "en_title": "Hardening Linux Servers: From SSH to SELinux", "fa_title": "امنیت سرورهای لینوکسی: از SSH تا SELinux", "checked_in": 0, "presenters": [1], "morkopoloyor": "/media/seed/poster-hardening.svg", "service_type": "TALK", "en_description": "<p>Most breaches start from default settings. We harden a fresh server step by step.</p><h3>Outline</h3><ul><li>Key-only SSH logins</li><li>Firewalls and fail2ban</li><li>SELinux and AppArmor basics</li><li>Auditing with auditd</li></ul><p><strong>Audience:</strong> System administrators and developers who run their own servers.</p>", "fa_description": "<p>بیشتر نفوذها از پیکربندی‌های پیش‌فرض شروع می‌شوند. در این ارائه یک سرور تازه را قدم‌به‌قدم امن می‌کنیم.</p><h3>سرفصل‌ها</h3><ul><li>ورود با کلید و غیرفعال‌کردن رمز عبور در SSH</li><li>فایروال و fail2ban</li><li>اصول SELinux و AppArmor</li><li>ثبت رخدادها با auditd</li></ul><p><strong>مخاطب:</strong> مدیران سیستم و توسعه‌دهندگانی که سرور خودشان را نگه می‌دارند.</p>", "presentation_link": "", "remained_capacity": 120, "is_registration_active": true}', '{"id": 3, "end": "2031-02-15T12:00:00.000Z", "cost": 150000, "held": 0, "room": "تالار اصلی", "sold": 0, "tags": [1, 3], "start": "2031-02-15T11:00:00.000Z", "revenue": 0, "capacity": 120, "en_title": "Hardening Linux Servers: From SSH to SELinux", "fa_title": "امنیت سرورهای لینوکسی: از SSH تا SELinux", "checked_in": 0, "presenters": [1], "morkopoloyor": "/media/seed/poster-hardening.svg", "service_type": "TALK", "en_description": "<p>Most breaches start from default settings. We harden a fresh server step by step.</p><h3>Outline</h3><ul><li>Key-only SSH logins</li><li>Firewalls and fail2ban</li><li>SELinux and AppArmor basics</li><li>Auditing with auditd</li></ul><p><strong>Audience:</strong> System administrators and developers who run their own servers.</p>", "fa_description": "<p>بیشتر نفوذها از پیکربندی‌های پیش‌فرض شروع می‌شوند. در این ارائه یک سرور تازه را قدم‌به‌قدم امن می‌کنیم.</p><h3>سرفصل‌ها</h3><ul><li>ورود با کلید و غیرفعال‌کردن رمز عبور در SSH</li><li>فایروال و fail2ban</li><li>اصول SELinux و AppArmor</li><li>ثبت رخدادها با auditd</li></ul><p><strong>مخاطب:</strong> مدیران سیستم و توسعه‌دهندگانی که سرور خودشان را نگه می‌دارند.</p>", "presentation_link": "", "remained_capacity": 120, "is_registration_active": true}');
INSERT INTO public.audit_log (id, at, actor_id, action, object_type, object_id, before, after) VALUES (4, '2026-11-29 13:01:13.816291+00', 2, 'update', 'presentation', '4', '{"id": 4, "end": "2027-02-15T14:00:00.000Z", "cost": 350000, "held": 0, "room": "سایت کامپیوتر ۲", "sold": 0, "tags": [4, 6], "start": "2027-02-15T11:00:00.000Z", "revenue": 0, "capacity": 30, "en_title": "Docker Workshop: Zero to Deployment", "fa_title": "کارگاه داکر: از صفر تا استقرار", "checked_in": 0, "presenters": [2], "morkopoloyor": "/media/seed/poster-docker.svg", "service_type": "WORKSHOP", "en_description": "<p>We containerise a real web application and take it all the way to a server.</p><h3>Outline</h3><ul><li>Images, containers and layers</li><li>Lean multi-stage Dockerfiles</li><li>Networks and volumes</li><li>docker compose for development</li></ul><p><strong>Audience:</strong> Developers and admins comfortable with the command line.</p>", "fa_description": "<p>یک برنامهٔ وب واقعی را کانتینری می‌کنیم و تا استقرار روی سرور پیش می‌رویم.</p><h3>سرفصل‌ها</h3><ul><li>ایمیج، کانتینر و لایه‌ها</li><li>نوشتن Dockerfile بهینه و چندمرحله‌ای</li><li>شبکه و Volume</li><li>docker compose برای محیط توسعه</li></ul><p><strong>مخاطب:</strong> برنامه‌نویسان و مدیران سیستم آشنا با خط فرمان.</p>", "presentation_link": "", "remained_capacity": 30, "is_registration_active": true}', '{"id": 4, "end": "2031-02-15T14:00:00.000Z", "cost": 350000, "held": 0, "room": "سایت کامپیوتر ۲", "sold": 0, "tags": [4, 6], "start": "2031-02-15T11:00:00.000Z", "revenue": 0, "capacity": 30, "en_title": "Docker Workshop: Zero to Deployment", "fa_title": "کارگاه داکر: از صفر تا استقرار", "checked_in": 0, "presenters": [2], "morkopoloyor": "/media/seed/poster-docker.svg", "service_type": "WORKSHOP", "en_description": "<p>We containerise a real web application and take it all the way to a server.</p><h3>Outline</h3><ul><li>Images, containers and layers</li><li>Lean multi-stage Dockerfiles</li><li>Networks and volumes</li><li>docker compose for development</li></ul><p><strong>Audience:</strong> Developers and admins comfortable with the command line.</p>", "fa_description": "<p>یک برنامهٔ وب واقعی را کانتینری می‌کنیم و تا استقرار روی سرور پیش می‌رویم.</p><h3>سرفصل‌ها</h3><ul><li>ایمیج، کانتینر و لایه‌ها</li><li>نوشتن Dockerfile بهینه و چندمرحله‌ای</li><li>شبکه و Volume</li><li>docker compose برای محیط توسعه</li></ul><p><strong>مخاطب:</strong> برنامه‌نویسان و مدیران سیستم آشنا با خط فرمان.</p>", "presentation_link": "", "remained_capacity": 30, "is_registration_active": true}');
INSERT INTO public.audit_log (id, at, actor_id, action, object_type, object_id, before, after) VALUES (5, '2026-11-29 13:01:13.830236+00', 2, 'update', 'presentation', '5', '{"id": 5, "end": "2027-02-15T13:30:00.000Z", "cost": 0, "held": 0, "room": "تالار اصلی", "sold": 0, "tags": [1, 7], "start": "2027-02-15T12:30:00.000Z", "revenue": 0, "capacity": 150, "en_title": "Why Wayland? The Linux Desktop in Transition", "fa_title": "چرا Wayland؟ گذار دسکتاپ لینوکس", "checked_in": 0, "presenters": [8], "morkopoloyor": "/media/seed/poster-wayland.svg", "service_type": "TALK", "en_description": "<p>X11 has been with us for forty years. Why are Linux desktops moving to Wayland, and what does it mean for users?</p><h3>Outline</h3><ul><li>Where X11 falls short</li><li>Wayland and compositors</li><li>KDE and GNOME today</li><li>Persian and right-to-left support</li></ul><p><strong>Audience:</strong> Linux desktop users.</p>", "fa_description": "<p>X11 چهل سال با ما بوده است. چرا دسکتاپ‌های لینوکس به Wayland کوچ می‌کنند و این برای کاربران چه معنایی دارد؟</p><h3>سرفصل‌ها</h3><ul><li>محدودیت‌های X11</li><li>معماری Wayland و کامپوزیتورها</li><li>وضعیت KDE و GNOME</li><li>پشتیبانی از زبان فارسی و راست‌به‌چپ</li></ul><p><strong>مخاطب:</strong> کاربران دسکتاپ لینوکس و علاقه‌مندان به گرافیک.</p>", "presentation_link": "", "remained_capacity": 150, "is_registration_active": true}', '{"id": 5, "end": "2031-02-15T13:30:00.000Z", "cost": 0, "held": 0, "room": "تالار اصلی", "sold": 0, "tags": [1, 7], "start": "2031-02-15T12:30:00.000Z", "revenue": 0, "capacity": 150, "en_title": "Why Wayland? The Linux Desktop in Transition", "fa_title": "چرا Wayland؟ گذار دسکتاپ لینوکس", "checked_in": 0, "presenters": [8], "morkopoloyor": "/media/seed/poster-wayland.svg", "service_type": "TALK", "en_description": "<p>X11 has been with us for forty years. Why are Linux desktops moving to Wayland, and what does it mean for users?</p><h3>Outline</h3><ul><li>Where X11 falls short</li><li>Wayland and compositors</li><li>KDE and GNOME today</li><li>Persian and right-to-left support</li></ul><p><strong>Audience:</strong> Linux desktop users.</p>", "fa_description": "<p>X11 چهل سال با ما بوده است. چرا دسکتاپ‌های لینوکس به Wayland کوچ می‌کنند و این برای کاربران چه معنایی دارد؟</p><h3>سرفصل‌ها</h3><ul><li>محدودیت‌های X11</li><li>معماری Wayland و کامپوزیتورها</li><li>وضعیت KDE و GNOME</li><li>پشتیبانی از زبان فارسی و راست‌به‌چپ</li></ul><p><strong>مخاطب:</strong> کاربران دسکتاپ لینوکس و علاقه‌مندان به گرافیک.</p>", "presentation_link": "", "remained_capacity": 150, "is_registration_active": true}');
INSERT INTO public.audit_log (id, at, actor_id, action, object_type, object_id, before, after) VALUES (6, '2026-11-29 13:01:13.844115+00', 2, 'update', 'presentation', '6', '{"id": 6, "end": "2027-02-16T08:30:00.000Z", "cost": 300000, "held": 0, "room": "سایت کامپیوتر ۱", "sold": 0, "tags": [2, 3], "start": "2027-02-16T05:30:00.000Z", "revenue": 0, "capacity": 25, "en_title": "Linux Networking: iproute2, nftables and WireGuard", "fa_title": "شبکه در لینوکس: iproute2، nftables و WireGuard", "checked_in": 0, "presenters": [4], "morkopoloyor": "/media/seed/poster-networking.svg", "service_type": "WORKSHOP", "en_description": "<p>A hands-on workshop on configuring Linux networking with today''s tools.</p><h3>Outline</h3><ul><li><code>ip</code> and routing</li><li>Firewalls with nftables</li><li>A WireGuard tunnel between two servers</li><li>Troubleshooting with <code>tcpdump</code> and <code>ss</code></li></ul><p><strong>Audience:</strong> System and network administrators with basic TCP/IP.</p>", "fa_description": "<p>کارگاهی عملی برای پیکربندی شبکه در لینوکس با ابزارهای امروزی.</p><h3>سرفصل‌ها</h3><ul><li><code>ip</code> و مسیریابی</li><li>فایروال با nftables</li><li>ساخت تونل WireGuard بین دو سرور</li><li>عیب‌یابی با <code>tcpdump</code> و <code>ss</code></li></ul><p><strong>مخاطب:</strong> مدیران سیستم و شبکه؛ آشنایی مقدماتی با TCP/IP لازم است.</p>", "presentation_link": "", "remained_capacity": 25, "is_registration_active": true}', '{"id": 6, "end": "2031-02-16T08:30:00.000Z", "cost": 300000, "held": 0, "room": "سایت کامپیوتر ۱", "sold": 0, "tags": [2, 3], "start": "2031-02-16T05:30:00.000Z", "revenue": 0, "capacity": 25, "en_title": "Linux Networking: iproute2, nftables and WireGuard", "fa_title": "شبکه در لینوکس: iproute2، nftables و WireGuard", "checked_in": 0, "presenters": [4], "morkopoloyor": "/media/seed/poster-networking.svg", "service_type": "WORKSHOP", "en_description": "<p>A hands-on workshop on configuring Linux networking with today''s tools.</p><h3>Outline</h3><ul><li><code>ip</code> and routing</li><li>Firewalls with nftables</li><li>A WireGuard tunnel between two servers</li><li>Troubleshooting with <code>tcpdump</code> and <code>ss</code></li></ul><p><strong>Audience:</strong> System and network administrators with basic TCP/IP.</p>", "fa_description": "<p>کارگاهی عملی برای پیکربندی شبکه در لینوکس با ابزارهای امروزی.</p><h3>سرفصل‌ها</h3><ul><li><code>ip</code> و مسیریابی</li><li>فایروال با nftables</li><li>ساخت تونل WireGuard بین دو سرور</li><li>عیب‌یابی با <code>tcpdump</code> و <code>ss</code></li></ul><p><strong>مخاطب:</strong> مدیران سیستم و شبکه؛ آشنایی مقدماتی با TCP/IP لازم است.</p>", "presentation_link": "", "remained_capacity": 25, "is_registration_active": true}');
INSERT INTO public.audit_log (id, at, actor_id, action, object_type, object_id, before, after) VALUES (7, '2026-11-29 13:01:13.867079+00', 2, 'update', 'presentation', '7', '{"id": 7, "end": "2027-02-16T07:00:00.000Z", "cost": 100000, "held": 0, "room": "تالار اصلی", "sold": 0, "tags": [1, 5], "start": "2027-02-16T06:00:00.000Z", "revenue": 0, "capacity": 150, "en_title": "How the Linux Kernel Is Developed", "fa_title": "کرنل لینوکس چطور توسعه می‌یابد؟", "checked_in": 0, "presenters": [3], "morkopoloyor": "/media/seed/poster-kernel.svg", "service_type": "TALK", "en_description": "<p>From a first patch on the mailing list to a stable release: how the largest open-source project works.</p><h3>Outline</h3><ul><li>Release cycle and merge window</li><li>Maintainers and subsystem trees</li><li>Sending patches with <code>git send-email</code></li></ul><p><strong>Audience:</strong> C programmers and the curious.</p>", "fa_description": "<p>از فرستادن اولین وصله به فهرست پستی تا رسیدن آن به نسخهٔ پایدار: فرایند توسعهٔ بزرگ‌ترین پروژهٔ متن‌باز جهان.</p><h3>سرفصل‌ها</h3><ul><li>چرخهٔ انتشار و پنجرهٔ ادغام</li><li>نگه‌دارندگان و درخت‌های زیرسیستم</li><li>آداب فرستادن وصله با <code>git send-email</code></li></ul><p><strong>مخاطب:</strong> برنامه‌نویسان C و هر کسی که کنجکاو است.</p>", "presentation_link": "", "remained_capacity": 150, "is_registration_active": true}', '{"id": 7, "end": "2031-02-16T07:00:00.000Z", "cost": 100000, "held": 0, "room": "تالار اصلی", "sold": 0, "tags": [1, 5], "start": "2031-02-16T06:00:00.000Z", "revenue": 0, "capacity": 150, "en_title": "How the Linux Kernel Is Developed", "fa_title": "کرنل لینوکس چطور توسعه می‌یابد؟", "checked_in": 0, "presenters": [3], "morkopoloyor": "/media/seed/poster-kernel.svg", "service_type": "TALK", "en_description": "<p>From a first patch on the mailing list to a stable release: how the largest open-source project works.</p><h3>Outline</h3><ul><li>Release cycle and merge window</li><li>Maintainers and subsystem trees</li><li>Sending patches with <code>git send-email</code></li></ul><p><strong>Audience:</strong> C programmers and the curious.</p>", "fa_description": "<p>از فرستادن اولین وصله به فهرست پستی تا رسیدن آن به نسخهٔ پایدار: فرایند توسعهٔ بزرگ‌ترین پروژهٔ متن‌باز جهان.</p><h3>سرفصل‌ها</h3><ul><li>چرخهٔ انتشار و پنجرهٔ ادغام</li><li>نگه‌دارندگان و درخت‌های زیرسیستم</li><li>آداب فرستادن وصله با <code>git send-email</code></li></ul><p><strong>مخاطب:</strong> برنامه‌نویسان C و هر کسی که کنجکاو است.</p>", "presentation_link": "", "remained_capacity": 150, "is_registration_active": true}');
INSERT INTO public.audit_log (id, at, actor_id, action, object_type, object_id, before, after) VALUES (8, '2026-11-29 13:01:13.885041+00', 2, 'update', 'presentation', '8', '{"id": 8, "end": "2027-02-16T11:30:00.000Z", "cost": 400000, "held": 0, "room": "سایت کامپیوتر ۲", "sold": 8, "tags": [3], "start": "2027-02-16T07:30:00.000Z", "revenue": 0, "capacity": 10, "en_title": "Ethical Hacking and Penetration Testing", "fa_title": "کارگاه هک اخلاقی و تست نفوذ", "checked_in": 0, "presenters": [6, 1], "morkopoloyor": "/media/seed/poster-pentest.svg", "service_type": "WORKSHOP", "en_description": "<p>In an isolated lab we play the attacker to learn how to defend. Seats are limited by the lab.</p><h3>Outline</h3><ul><li>Reconnaissance and scanning with nmap</li><li>Exploiting common web vulnerabilities</li><li>Linux privilege escalation</li><li>Writing the report</li></ul><p><strong>Audience:</strong> Security enthusiasts fluent with the command line.</p>", "fa_description": "<p>در یک آزمایشگاه ایزوله، نقش مهاجم را بازی می‌کنیم تا یاد بگیریم چگونه از سامانه‌ها دفاع کنیم. ظرفیت به‌دلیل آزمایشگاه محدود است.</p><h3>سرفصل‌ها</h3><ul><li>شناسایی و اسکن با nmap</li><li>بهره‌برداری از آسیب‌پذیری‌های رایج وب</li><li>ارتقای دسترسی در لینوکس</li><li>نوشتن گزارش تست نفوذ</li></ul><p><strong>مخاطب:</strong> علاقه‌مندان به امنیت با آشنایی کامل با خط فرمان.</p>", "presentation_link": "", "remained_capacity": 2, "is_registration_active": true}', '{"id": 8, "end": "2031-02-16T11:30:00.000Z", "cost": 400000, "held": 0, "room": "سایت کامپیوتر ۲", "sold": 8, "tags": [3], "start": "2031-02-16T07:30:00.000Z", "revenue": 0, "capacity": 10, "en_title": "Ethical Hacking and Penetration Testing", "fa_title": "کارگاه هک اخلاقی و تست نفوذ", "checked_in": 0, "presenters": [6, 1], "morkopoloyor": "/media/seed/poster-pentest.svg", "service_type": "WORKSHOP", "en_description": "<p>In an isolated lab we play the attacker to learn how to defend. Seats are limited by the lab.</p><h3>Outline</h3><ul><li>Reconnaissance and scanning with nmap</li><li>Exploiting common web vulnerabilities</li><li>Linux privilege escalation</li><li>Writing the report</li></ul><p><strong>Audience:</strong> Security enthusiasts fluent with the command line.</p>", "fa_description": "<p>در یک آزمایشگاه ایزوله، نقش مهاجم را بازی می‌کنیم تا یاد بگیریم چگونه از سامانه‌ها دفاع کنیم. ظرفیت به‌دلیل آزمایشگاه محدود است.</p><h3>سرفصل‌ها</h3><ul><li>شناسایی و اسکن با nmap</li><li>بهره‌برداری از آسیب‌پذیری‌های رایج وب</li><li>ارتقای دسترسی در لینوکس</li><li>نوشتن گزارش تست نفوذ</li></ul><p><strong>مخاطب:</strong> علاقه‌مندان به امنیت با آشنایی کامل با خط فرمان.</p>", "presentation_link": "", "remained_capacity": 2, "is_registration_active": true}');
INSERT INTO public.audit_log (id, at, actor_id, action, object_type, object_id, before, after) VALUES (9, '2026-11-29 13:01:13.896876+00', 2, 'update', 'presentation', '9', '{"id": 9, "end": "2027-02-16T11:30:00.000Z", "cost": 150000, "held": 0, "room": "تالار اصلی", "sold": 0, "tags": [4], "start": "2027-02-16T10:30:00.000Z", "revenue": 0, "capacity": 100, "en_title": "Infrastructure Automation with Ansible", "fa_title": "خودکارسازی زیرساخت با Ansible", "checked_in": 0, "presenters": [10, 2], "morkopoloyor": "/media/seed/poster-ansible.svg", "service_type": "TALK", "en_description": "<p>Instead of logging into dozens of servers by hand, describe the state you want once.</p><h3>Outline</h3><ul><li>Inventories and playbooks</li><li>Roles and variables</li><li>Ansible Vault for secrets</li><li>A real example: nginx on twenty servers</li></ul><p><strong>Audience:</strong> System administrators and DevOps engineers.</p>", "fa_description": "<p>به‌جای وصل‌شدن دستی به ده‌ها سرور، وضعیت مطلوب را یک بار بنویسید.</p><h3>سرفصل‌ها</h3><ul><li>Inventory و Playbook</li><li>نقش‌ها و متغیرها</li><li>Ansible Vault برای اسرار</li><li>یک نمونهٔ واقعی: استقرار nginx روی بیست سرور</li></ul><p><strong>مخاطب:</strong> مدیران سیستم و مهندسان DevOps.</p>", "presentation_link": "", "remained_capacity": 100, "is_registration_active": true}', '{"id": 9, "end": "2031-02-16T11:30:00.000Z", "cost": 150000, "held": 0, "room": "تالار اصلی", "sold": 0, "tags": [4], "start": "2031-02-16T10:30:00.000Z", "revenue": 0, "capacity": 100, "en_title": "Infrastructure Automation with Ansible", "fa_title": "خودکارسازی زیرساخت با Ansible", "checked_in": 0, "presenters": [10, 2], "morkopoloyor": "/media/seed/poster-ansible.svg", "service_type": "TALK", "en_description": "<p>Instead of logging into dozens of servers by hand, describe the state you want once.</p><h3>Outline</h3><ul><li>Inventories and playbooks</li><li>Roles and variables</li><li>Ansible Vault for secrets</li><li>A real example: nginx on twenty servers</li></ul><p><strong>Audience:</strong> System administrators and DevOps engineers.</p>", "fa_description": "<p>به‌جای وصل‌شدن دستی به ده‌ها سرور، وضعیت مطلوب را یک بار بنویسید.</p><h3>سرفصل‌ها</h3><ul><li>Inventory و Playbook</li><li>نقش‌ها و متغیرها</li><li>Ansible Vault برای اسرار</li><li>یک نمونهٔ واقعی: استقرار nginx روی بیست سرور</li></ul><p><strong>مخاطب:</strong> مدیران سیستم و مهندسان DevOps.</p>", "presentation_link": "", "remained_capacity": 100, "is_registration_active": true}');
INSERT INTO public.audit_log (id, at, actor_id, action, object_type, object_id, before, after) VALUES (10, '2026-11-29 13:01:13.922367+00', 2, 'update', 'presentation', '10', '{"id": 10, "end": "2027-02-16T13:30:00.000Z", "cost": 0, "held": 0, "room": "آنلاین (پخش زنده)", "sold": 1, "tags": [1, 5], "start": "2027-02-16T12:30:00.000Z", "revenue": 0, "capacity": 500, "en_title": "Rust in the Linux Kernel (online)", "fa_title": "Rust در کرنل لینوکس (آنلاین)", "checked_in": 0, "presenters": [5], "morkopoloyor": "/media/seed/poster-rust-kernel.svg", "service_type": "TALK", "en_description": "<p>This talk is online; the session link appears on this page once you are registered.</p><h3>Outline</h3><ul><li>Why Rust made it into the kernel</li><li>A minimal kernel module in Rust</li><li>Rust drivers in recent releases</li></ul><p><strong>Audience:</strong> Systems programmers; some Rust helps.</p>", "fa_description": "<p>این ارائه به‌صورت آنلاین برگزار می‌شود و پیوند جلسه پس از ثبت‌نام در صفحهٔ ارائه نمایش داده می‌شود.</p><h3>سرفصل‌ها</h3><ul><li>چرا Rust به کرنل راه یافت</li><li>نوشتن یک ماژول سادهٔ کرنل با Rust</li><li>وضعیت درایورهای Rust در نسخه‌های اخیر</li></ul><p><strong>مخاطب:</strong> برنامه‌نویسان سیستمی؛ آشنایی با Rust مفید است.</p>", "presentation_link": "https://meet.linuxfest.example/rust-kernel", "remained_capacity": 499, "is_registration_active": true}', '{"id": 10, "end": "2031-02-16T13:30:00.000Z", "cost": 0, "held": 0, "room": "آنلاین (پخش زنده)", "sold": 1, "tags": [1, 5], "start": "2031-02-16T12:30:00.000Z", "revenue": 0, "capacity": 500, "en_title": "Rust in the Linux Kernel (online)", "fa_title": "Rust در کرنل لینوکس (آنلاین)", "checked_in": 0, "presenters": [5], "morkopoloyor": "/media/seed/poster-rust-kernel.svg", "service_type": "TALK", "en_description": "<p>This talk is online; the session link appears on this page once you are registered.</p><h3>Outline</h3><ul><li>Why Rust made it into the kernel</li><li>A minimal kernel module in Rust</li><li>Rust drivers in recent releases</li></ul><p><strong>Audience:</strong> Systems programmers; some Rust helps.</p>", "fa_description": "<p>این ارائه به‌صورت آنلاین برگزار می‌شود و پیوند جلسه پس از ثبت‌نام در صفحهٔ ارائه نمایش داده می‌شود.</p><h3>سرفصل‌ها</h3><ul><li>چرا Rust به کرنل راه یافت</li><li>نوشتن یک ماژول سادهٔ کرنل با Rust</li><li>وضعیت درایورهای Rust در نسخه‌های اخیر</li></ul><p><strong>مخاطب:</strong> برنامه‌نویسان سیستمی؛ آشنایی با Rust مفید است.</p>", "presentation_link": "https://meet.linuxfest.example/rust-kernel", "remained_capacity": 499, "is_registration_active": true}');
INSERT INTO public.audit_log (id, at, actor_id, action, object_type, object_id, before, after) VALUES (11, '2026-11-29 13:01:13.949731+00', 2, 'update', 'presentation', '11', '{"id": 11, "end": "2027-02-17T09:30:00.000Z", "cost": 450000, "held": 0, "room": "سایت کامپیوتر ۱", "sold": 0, "tags": [4, 6], "start": "2027-02-17T05:30:00.000Z", "revenue": 0, "capacity": 25, "en_title": "Kubernetes in Practice", "fa_title": "کوبرنتیز در عمل", "checked_in": 0, "presenters": [2], "morkopoloyor": "/media/seed/poster-kubernetes.svg", "service_type": "WORKSHOP", "en_description": "<p>We build a Kubernetes cluster and run a multi-service application on it with confidence.</p><h3>Outline</h3><ul><li>Pods, Deployments and Services</li><li>ConfigMaps and Secrets</li><li>Ingress and TLS certificates</li><li>Autoscaling and monitoring</li></ul><p><strong>Audience:</strong> People who already use Docker.</p>", "fa_description": "<p>یک خوشهٔ کوبرنتیز می‌سازیم و برنامه‌ای چندسرویسی را با اطمینان روی آن اجرا می‌کنیم.</p><h3>سرفصل‌ها</h3><ul><li>Pod، Deployment و Service</li><li>ConfigMap و Secret</li><li>Ingress و گواهی TLS</li><li>مقیاس‌پذیری خودکار و پایش</li></ul><p><strong>مخاطب:</strong> کسانی که با داکر کار کرده‌اند.</p>", "presentation_link": "", "remained_capacity": 25, "is_registration_active": true}', '{"id": 11, "end": "2031-02-17T09:30:00.000Z", "cost": 450000, "held": 0, "room": "سایت کامپیوتر ۱", "sold": 0, "tags": [4, 6], "start": "2031-02-17T05:30:00.000Z", "revenue": 0, "capacity": 25, "en_title": "Kubernetes in Practice", "fa_title": "کوبرنتیز در عمل", "checked_in": 0, "presenters": [2], "morkopoloyor": "/media/seed/poster-kubernetes.svg", "service_type": "WORKSHOP", "en_description": "<p>We build a Kubernetes cluster and run a multi-service application on it with confidence.</p><h3>Outline</h3><ul><li>Pods, Deployments and Services</li><li>ConfigMaps and Secrets</li><li>Ingress and TLS certificates</li><li>Autoscaling and monitoring</li></ul><p><strong>Audience:</strong> People who already use Docker.</p>", "fa_description": "<p>یک خوشهٔ کوبرنتیز می‌سازیم و برنامه‌ای چندسرویسی را با اطمینان روی آن اجرا می‌کنیم.</p><h3>سرفصل‌ها</h3><ul><li>Pod، Deployment و Service</li><li>ConfigMap و Secret</li><li>Ingress و گواهی TLS</li><li>مقیاس‌پذیری خودکار و پایش</li></ul><p><strong>مخاطب:</strong> کسانی که با داکر کار کرده‌اند.</p>", "presentation_link": "", "remained_capacity": 25, "is_registration_active": true}');
INSERT INTO public.audit_log (id, at, actor_id, action, object_type, object_id, before, after) VALUES (12, '2026-11-29 13:01:13.971766+00', 2, 'update', 'presentation', '12', '{"id": 12, "end": "2027-02-17T07:00:00.000Z", "cost": 120000, "held": 0, "room": "تالار اصلی", "sold": 0, "tags": [1, 5], "start": "2027-02-17T06:00:00.000Z", "revenue": 0, "capacity": 80, "en_title": "Professional Bash Scripting", "fa_title": "اسکریپت‌نویسی حرفه‌ای با Bash", "checked_in": 0, "presenters": [10], "morkopoloyor": "/media/seed/poster-bash.svg", "service_type": "TALK", "en_description": "<p>Write scripts that still work tomorrow.</p><h3>Outline</h3><ul><li><code>set -euo pipefail</code> and error handling</li><li>Arrays and correct quoting</li><li>shellcheck and testing scripts</li></ul><p><strong>Audience:</strong> Anyone who writes shell scripts.</p>", "fa_description": "<p>اسکریپت‌هایی بنویسید که فردا هم کار کنند.</p><h3>سرفصل‌ها</h3><ul><li><code>set -euo pipefail</code> و مدیریت خطا</li><li>آرایه‌ها و نقل‌قول درست</li><li>shellcheck و آزمون اسکریپت</li></ul><p><strong>مخاطب:</strong> هر کسی که اسکریپت شل می‌نویسد.</p>", "presentation_link": "", "remained_capacity": 80, "is_registration_active": true}', '{"id": 12, "end": "2031-02-17T07:00:00.000Z", "cost": 120000, "held": 0, "room": "تالار اصلی", "sold": 0, "tags": [1, 5], "start": "2031-02-17T06:00:00.000Z", "revenue": 0, "capacity": 80, "en_title": "Professional Bash Scripting", "fa_title": "اسکریپت‌نویسی حرفه‌ای با Bash", "checked_in": 0, "presenters": [10], "morkopoloyor": "/media/seed/poster-bash.svg", "service_type": "TALK", "en_description": "<p>Write scripts that still work tomorrow.</p><h3>Outline</h3><ul><li><code>set -euo pipefail</code> and error handling</li><li>Arrays and correct quoting</li><li>shellcheck and testing scripts</li></ul><p><strong>Audience:</strong> Anyone who writes shell scripts.</p>", "fa_description": "<p>اسکریپت‌هایی بنویسید که فردا هم کار کنند.</p><h3>سرفصل‌ها</h3><ul><li><code>set -euo pipefail</code> و مدیریت خطا</li><li>آرایه‌ها و نقل‌قول درست</li><li>shellcheck و آزمون اسکریپت</li></ul><p><strong>مخاطب:</strong> هر کسی که اسکریپت شل می‌نویسد.</p>", "presentation_link": "", "remained_capacity": 80, "is_registration_active": true}');
INSERT INTO public.audit_log (id, at, actor_id, action, object_type, object_id, before, after) VALUES (13, '2026-11-29 13:01:14.007261+00', 2, 'update', 'presentation', '13', '{"id": 13, "end": "2027-02-17T08:30:00.000Z", "cost": 0, "held": 0, "room": "تالار اصلی", "sold": 0, "tags": [8], "start": "2027-02-17T07:30:00.000Z", "revenue": 0, "capacity": 200, "en_title": "Contributing to Open Source Projects", "fa_title": "چطور در پروژه‌های متن‌باز مشارکت کنیم؟", "checked_in": 0, "presenters": [9, 8], "morkopoloyor": "/media/seed/poster-contributing.svg", "service_type": "TALK", "en_description": "<p>The first contribution is always the hardest. Iranian contributors share how they went from choosing a project to a merged pull request.</p><h3>Outline</h3><ul><li>Finding good first issues</li><li>Translation and documentation count too</li><li>Code review etiquette</li></ul><p><strong>Audience:</strong> Everyone; free of charge.</p>", "fa_description": "<p>اولین مشارکت همیشه سخت‌ترین است. با تجربهٔ مشارکت‌کنندگان ایرانی، از انتخاب پروژه تا ادغام اولین درخواست ادغام.</p><h3>سرفصل‌ها</h3><ul><li>پیدا کردن issueهای مناسب تازه‌کارها</li><li>ترجمه و مستندسازی هم مشارکت است</li><li>آداب بازبینی کد</li></ul><p><strong>مخاطب:</strong> همه؛ حضور رایگان است.</p>", "presentation_link": "", "remained_capacity": 200, "is_registration_active": true}', '{"id": 13, "end": "2031-02-17T08:30:00.000Z", "cost": 0, "held": 0, "room": "تالار اصلی", "sold": 0, "tags": [8], "start": "2031-02-17T07:30:00.000Z", "revenue": 0, "capacity": 200, "en_title": "Contributing to Open Source Projects", "fa_title": "چطور در پروژه‌های متن‌باز مشارکت کنیم؟", "checked_in": 0, "presenters": [9, 8], "morkopoloyor": "/media/seed/poster-contributing.svg", "service_type": "TALK", "en_description": "<p>The first contribution is always the hardest. Iranian contributors share how they went from choosing a project to a merged pull request.</p><h3>Outline</h3><ul><li>Finding good first issues</li><li>Translation and documentation count too</li><li>Code review etiquette</li></ul><p><strong>Audience:</strong> Everyone; free of charge.</p>", "fa_description": "<p>اولین مشارکت همیشه سخت‌ترین است. با تجربهٔ مشارکت‌کنندگان ایرانی، از انتخاب پروژه تا ادغام اولین درخواست ادغام.</p><h3>سرفصل‌ها</h3><ul><li>پیدا کردن issueهای مناسب تازه‌کارها</li><li>ترجمه و مستندسازی هم مشارکت است</li><li>آداب بازبینی کد</li></ul><p><strong>مخاطب:</strong> همه؛ حضور رایگان است.</p>", "presentation_link": "", "remained_capacity": 200, "is_registration_active": true}');
INSERT INTO public.audit_log (id, at, actor_id, action, object_type, object_id, before, after) VALUES (14, '2026-11-29 13:01:14.080009+00', 2, 'update', 'presentation', '14', '{"id": 14, "end": "2027-02-17T13:30:00.000Z", "cost": 350000, "held": 0, "room": "سایت کامپیوتر ۲", "sold": 0, "tags": [1, 5], "start": "2027-02-17T10:30:00.000Z", "revenue": 0, "capacity": 20, "en_title": "Building a Custom Linux Distribution with Yocto", "fa_title": "کارگاه Yocto: ساخت توزیع لینوکس سفارشی", "checked_in": 0, "presenters": [7], "morkopoloyor": "/media/seed/poster-yocto.svg", "service_type": "WORKSHOP", "en_description": "<p>Registration for this workshop is closed. We build a small Linux image for a Raspberry Pi.</p><h3>Outline</h3><ul><li>Yocto layers and recipes</li><li>A minimal image</li><li>Adding our own application</li></ul><p><strong>Audience:</strong> Embedded engineers.</p>", "fa_description": "<p>ثبت‌نام این کارگاه بسته شده است. یک تصویر لینوکس کوچک برای برد Raspberry Pi می‌سازیم.</p><h3>سرفصل‌ها</h3><ul><li>لایه‌ها و دستورالعمل‌ها در Yocto</li><li>ساخت تصویر حداقلی</li><li>افزودن برنامهٔ خودمان به تصویر</li></ul><p><strong>مخاطب:</strong> مهندسان سامانه‌های نهفته.</p>", "presentation_link": "", "remained_capacity": 20, "is_registration_active": false}', '{"id": 14, "end": "2031-02-17T13:30:00.000Z", "cost": 350000, "held": 0, "room": "سایت کامپیوتر ۲", "sold": 0, "tags": [1, 5], "start": "2031-02-17T10:30:00.000Z", "revenue": 0, "capacity": 20, "en_title": "Building a Custom Linux Distribution with Yocto", "fa_title": "کارگاه Yocto: ساخت توزیع لینوکس سفارشی", "checked_in": 0, "presenters": [7], "morkopoloyor": "/media/seed/poster-yocto.svg", "service_type": "WORKSHOP", "en_description": "<p>Registration for this workshop is closed. We build a small Linux image for a Raspberry Pi.</p><h3>Outline</h3><ul><li>Yocto layers and recipes</li><li>A minimal image</li><li>Adding our own application</li></ul><p><strong>Audience:</strong> Embedded engineers.</p>", "fa_description": "<p>ثبت‌نام این کارگاه بسته شده است. یک تصویر لینوکس کوچک برای برد Raspberry Pi می‌سازیم.</p><h3>سرفصل‌ها</h3><ul><li>لایه‌ها و دستورالعمل‌ها در Yocto</li><li>ساخت تصویر حداقلی</li><li>افزودن برنامهٔ خودمان به تصویر</li></ul><p><strong>مخاطب:</strong> مهندسان سامانه‌های نهفته.</p>", "presentation_link": "", "remained_capacity": 20, "is_registration_active": false}');
INSERT INTO public.audit_log (id, at, actor_id, action, object_type, object_id, before, after) VALUES (15, '2026-11-29 13:01:14.096934+00', 2, 'update', 'presentation', '15', '{"id": 15, "end": "2027-02-17T14:30:00.000Z", "cost": 0, "held": 0, "room": "تالار اصلی", "sold": 0, "tags": [8], "start": "2027-02-17T13:45:00.000Z", "revenue": 0, "capacity": 300, "en_title": "Closing Ceremony and Contest Winners", "fa_title": "اختتامیه و اعلام برندگان مسابقه", "checked_in": 0, "presenters": [9], "morkopoloyor": "/media/seed/poster-closing.svg", "service_type": "TALK", "en_description": "<p>A wrap-up of the three days, the contest winners and a prize draw.</p><h3>Outline</h3><ul><li>Contest winners</li><li>Prize draw</li><li>Group photo</li></ul><p><strong>Audience:</strong> Everyone.</p>", "fa_description": "<p>جمع‌بندی سه روز جشنواره، اعلام برندگان مسابقه و قرعه‌کشی میان شرکت‌کنندگان.</p><h3>سرفصل‌ها</h3><ul><li>اعلام برندگان مسابقه</li><li>قرعه‌کشی</li><li>عکس یادگاری</li></ul><p><strong>مخاطب:</strong> همهٔ شرکت‌کنندگان.</p>", "presentation_link": "", "remained_capacity": 300, "is_registration_active": true}', '{"id": 15, "end": "2031-02-17T14:30:00.000Z", "cost": 0, "held": 0, "room": "تالار اصلی", "sold": 0, "tags": [8], "start": "2031-02-17T13:45:00.000Z", "revenue": 0, "capacity": 300, "en_title": "Closing Ceremony and Contest Winners", "fa_title": "اختتامیه و اعلام برندگان مسابقه", "checked_in": 0, "presenters": [9], "morkopoloyor": "/media/seed/poster-closing.svg", "service_type": "TALK", "en_description": "<p>A wrap-up of the three days, the contest winners and a prize draw.</p><h3>Outline</h3><ul><li>Contest winners</li><li>Prize draw</li><li>Group photo</li></ul><p><strong>Audience:</strong> Everyone.</p>", "fa_description": "<p>جمع‌بندی سه روز جشنواره، اعلام برندگان مسابقه و قرعه‌کشی میان شرکت‌کنندگان.</p><h3>سرفصل‌ها</h3><ul><li>اعلام برندگان مسابقه</li><li>قرعه‌کشی</li><li>عکس یادگاری</li></ul><p><strong>مخاطب:</strong> همهٔ شرکت‌کنندگان.</p>", "presentation_link": "", "remained_capacity": 300, "is_registration_active": true}');
INSERT INTO public.audit_log (id, at, actor_id, action, object_type, object_id, before, after) VALUES (16, '2026-11-29 13:01:14.56085+00', 2, 'refund', 'payment', '3', '{"payment_state": "COMPLETED"}', '{"note": "انصراف پیش از جشنواره؛ واریز به کارت", "lines": ["participation:12"], "amount": 100000, "method": "manual", "refund": 1}');
INSERT INTO public.audit_log (id, at, actor_id, action, object_type, object_id, before, after) VALUES (17, '2026-11-29 13:01:14.656073+00', 2, 'refund', 'payment', '4', '{"payment_state": "COMPLETED"}', '{"note": "تی‌شرت نرسید", "lines": ["accessory:1"], "amount": 180000, "method": "manual", "refund": 2}');
INSERT INTO public.audit_log (id, at, actor_id, action, object_type, object_id, before, after) VALUES (18, '2026-11-29 13:01:14.746876+00', 2, 'update', 'presentation', '4', '{"id": 4, "end": "2031-02-15T14:00:00.000Z", "cost": 350000, "held": 0, "room": "سایت کامپیوتر ۲", "sold": 0, "tags": [4, 6], "start": "2031-02-15T11:00:00.000Z", "revenue": 0, "capacity": 30, "en_title": "Docker Workshop: Zero to Deployment", "fa_title": "کارگاه داکر: از صفر تا استقرار", "checked_in": 0, "presenters": [2], "morkopoloyor": "/media/seed/poster-docker.svg", "service_type": "WORKSHOP", "en_description": "<p>We containerise a real web application and take it all the way to a server.</p><h3>Outline</h3><ul><li>Images, containers and layers</li><li>Lean multi-stage Dockerfiles</li><li>Networks and volumes</li><li>docker compose for development</li></ul><p><strong>Audience:</strong> Developers and admins comfortable with the command line.</p>", "fa_description": "<p>یک برنامهٔ وب واقعی را کانتینری می‌کنیم و تا استقرار روی سرور پیش می‌رویم.</p><h3>سرفصل‌ها</h3><ul><li>ایمیج، کانتینر و لایه‌ها</li><li>نوشتن Dockerfile بهینه و چندمرحله‌ای</li><li>شبکه و Volume</li><li>docker compose برای محیط توسعه</li></ul><p><strong>مخاطب:</strong> برنامه‌نویسان و مدیران سیستم آشنا با خط فرمان.</p>", "presentation_link": "", "remained_capacity": 30, "is_registration_active": true}', '{"id": 4, "end": "2031-02-15T14:00:00.000Z", "cost": 350000, "held": 0, "room": "سایت کامپیوتر ۲", "sold": 0, "tags": [4, 6], "start": "2031-02-15T11:00:00.000Z", "revenue": 0, "capacity": 1, "en_title": "Docker Workshop: Zero to Deployment", "fa_title": "کارگاه داکر: از صفر تا استقرار", "checked_in": 0, "presenters": [2], "morkopoloyor": "/media/seed/poster-docker.svg", "service_type": "WORKSHOP", "en_description": "<p>We containerise a real web application and take it all the way to a server.</p><h3>Outline</h3><ul><li>Images, containers and layers</li><li>Lean multi-stage Dockerfiles</li><li>Networks and volumes</li><li>docker compose for development</li></ul><p><strong>Audience:</strong> Developers and admins comfortable with the command line.</p>", "fa_description": "<p>یک برنامهٔ وب واقعی را کانتینری می‌کنیم و تا استقرار روی سرور پیش می‌رویم.</p><h3>سرفصل‌ها</h3><ul><li>ایمیج، کانتینر و لایه‌ها</li><li>نوشتن Dockerfile بهینه و چندمرحله‌ای</li><li>شبکه و Volume</li><li>docker compose برای محیط توسعه</li></ul><p><strong>مخاطب:</strong> برنامه‌نویسان و مدیران سیستم آشنا با خط فرمان.</p>", "presentation_link": "", "remained_capacity": 1, "is_registration_active": true}');


ALTER TABLE public.audit_log ENABLE TRIGGER ALL;

--
-- Data for Name: coupons; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.coupons DISABLE TRIGGER ALL;

INSERT INTO public.coupons (id, code, percentage, max_uses, used_count, expires_at, held) VALUES (2, 'WORKSHOP50', 50, 10, 0, '2027-02-14 20:30:00+00', 0);
INSERT INTO public.coupons (id, code, percentage, max_uses, used_count, expires_at, held) VALUES (1, 'LINUX20', 20, 100, 1, '2027-02-17 14:30:00+00', 0);


ALTER TABLE public.coupons ENABLE TRIGGER ALL;

--
-- Data for Name: coupon_presentations; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.coupon_presentations DISABLE TRIGGER ALL;

INSERT INTO public.coupon_presentations (coupon_id, presentation_id) VALUES (2, 4);
INSERT INTO public.coupon_presentations (coupon_id, presentation_id) VALUES (2, 11);


ALTER TABLE public.coupon_presentations ENABLE TRIGGER ALL;

--
-- Data for Name: faqs; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.faqs DISABLE TRIGGER ALL;

INSERT INTO public.faqs (id, question, answer, "position") VALUES (1, 'جشنواره کجا و چه زمانی برگزار می‌شود؟', '<p>جشنواره از <strong>دوشنبه ۲۶ تا چهارشنبه ۲۸ بهمن ۱۴۰۵</strong> در تهران، دانشکدهٔ مهندسی کامپیوتر دانشگاه صنعتی امیرکبیر (خیابان حافظ، روبه‌روی خیابان سمیه) برگزار می‌شود. زمان و سالن هر ارائه در صفحهٔ همان ارائه آمده است و نشانی و نقشه در پایین همهٔ صفحه‌ها.</p>', 0);
INSERT INTO public.faqs (id, question, answer, "position") VALUES (2, 'چطور در یک کارگاه یا ارائه ثبت‌نام کنم؟', '<ol><li>وارد حساب کاربری خود شوید یا ثبت‌نام کنید.</li><li>ارائه‌های دلخواه را به سبد خرید بیفزایید.</li><li>از سبد خرید، پرداخت را انجام دهید.</li></ol><p>ثبت‌نام شما پس از پرداخت موفق قطعی می‌شود.</p>', 1);
INSERT INTO public.faqs (id, question, answer, "position") VALUES (3, 'پرداخت چگونه انجام می‌شود؟', '<p>پرداخت از طریق درگاه امن <strong>زرین‌پال</strong> و با همهٔ کارت‌های عضو شتاب انجام می‌شود. مبالغ به تومان نمایش داده می‌شوند.</p>', 2);
INSERT INTO public.faqs (id, question, answer, "position") VALUES (4, 'تا زمانی که پرداخت نکرده‌ام جای من محفوظ است؟', '<p>خیر. افزودن به سبد خرید جایی رزرو نمی‌کند. از لحظهٔ رفتن به درگاه، جای شما تا پایان مهلت پرداخت نگه داشته می‌شود و اگر پرداخت کامل نشود آزاد می‌شود.</p>', 3);
INSERT INTO public.faqs (id, question, answer, "position") VALUES (5, 'کد تخفیف را کجا وارد کنم؟', '<p>در صفحهٔ سبد خرید، پیش از پرداخت. برخی کدها فقط برای کارگاه‌های مشخصی معتبرند و مبلغ بقیهٔ موارد تغییر نمی‌کند.</p>', 4);
INSERT INTO public.faqs (id, question, answer, "position") VALUES (6, 'آیا امکان انصراف و بازگشت وجه وجود دارد؟', '<p>ثبت‌نام پس از پرداخت قطعی است و سایت راهی برای انصراف ندارد؛ پیش از پرداخت، هر مورد را می‌توانید از سبد خرید حذف کنید. اگر مبلغی از حساب شما کم شد ولی ثبت‌نام کامل نشد (مثلاً ظرفیت در همان لحظه پر شد)، آن پرداخت در بخش «صورتحساب‌ها»ی پروفایل با وضعیت «در انتظار بازگشت وجه» دیده می‌شود و برگزارکنندگان مبلغ را بازمی‌گردانند. برای هر پرسش دیگری به <a href="mailto:support@linuxfest.example" rel="noopener noreferrer" target="_blank">support@linuxfest.example</a> بنویسید.</p>', 5);
INSERT INTO public.faqs (id, question, answer, "position") VALUES (7, 'برای کارگاه‌ها چه چیزی همراه داشته باشم؟', '<ul><li>لپ‌تاپ با شارژر</li><li>یک توزیع لینوکس نصب‌شده یا ماشین مجازی (مثلاً Ubuntu یا Fedora)</li><li>کارت شناسایی برای ورود</li></ul>', 6);
INSERT INTO public.faqs (id, question, answer, "position") VALUES (8, 'کارگاه‌هایی را که خریده‌ام کجا ببینم؟', '<p>در بخش «کارگاه‌های من» در پروفایل. از صفحهٔ هر کارگاه هم می‌توانید آن را با دکمهٔ «افزودن به تقویم» به تقویم گوشی یا تقویم گوگل بیفزایید؛ زمان و محل برگزاری در آن آمده است.</p>', 7);


ALTER TABLE public.faqs ENABLE TRIGGER ALL;

--
-- Data for Name: festival; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.festival DISABLE TRIGGER ALL;

INSERT INTO public.festival (id, name, competition_price, competition_capacity, competition_registration_open, starts_on, ends_on, venue, address, map_url, contact_email, contact_phone, competition_date, competition_sold, competition_held, competition_time) VALUES (1, 'جشنواره لینوکس ۱۴۰۵', 50000, 50, true, '2027-02-15', '2027-02-17', 'دانشکدهٔ مهندسی کامپیوتر، دانشگاه صنعتی امیرکبیر', 'تهران، خیابان حافظ، روبه‌روی خیابان سمیه، دانشگاه صنعتی امیرکبیر، دانشکدهٔ مهندسی کامپیوتر', 'https://www.openstreetmap.org/?mlat=35.7039&mlon=51.4092#map=17/35.7039/51.4092', 'support@linuxfest.example', '۰۲۱-۶۶۰۰۰۰۰۰ (شنبه تا چهارشنبه، ۹ تا ۱۷)', '2027-02-16', 1, 0, '10:00');


ALTER TABLE public.festival ENABLE TRIGGER ALL;

--
-- Data for Name: login_addresses; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.login_addresses DISABLE TRIGGER ALL;

INSERT INTO public.login_addresses (user_id, address_hash, last_seen_at) VALUES (2, 'feidkGx8XMFg7XTu01jv1YGLeJt9BvnJFFKhU4TD_nI', '2026-11-29 13:01:13.657513+00');
INSERT INTO public.login_addresses (user_id, address_hash, last_seen_at) VALUES (4, 'feidkGx8XMFg7XTu01jv1YGLeJt9BvnJFFKhU4TD_nI', '2026-11-29 13:01:13.689106+00');
INSERT INTO public.login_addresses (user_id, address_hash, last_seen_at) VALUES (1, 'feidkGx8XMFg7XTu01jv1YGLeJt9BvnJFFKhU4TD_nI', '2026-11-29 13:01:13.705452+00');


ALTER TABLE public.login_addresses ENABLE TRIGGER ALL;

--
-- Data for Name: one_time_codes; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.one_time_codes DISABLE TRIGGER ALL;



ALTER TABLE public.one_time_codes ENABLE TRIGGER ALL;

--
-- Data for Name: participations; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.participations DISABLE TRIGGER ALL;

INSERT INTO public.participations (id, user_id, presentation_id, payment_state, created_at, completed_at, cancelled_at, ticket_salt, ticket_hash, checked_in_at, checked_in_by, checkin_nonce, offer_expires_at, holds_seat) VALUES (1, 1, 10, 'COMPLETED', '2026-11-29 13:01:13.432415+00', '2026-11-29 13:01:13.544+00', NULL, '56161781ea46ccf3e041dfe368bd1097', '7a6ff8664ff52ee2f6fbd930f2b1c7c8a1691c5912c4420056b808aaa65646f5', NULL, NULL, NULL, NULL, false);
INSERT INTO public.participations (id, user_id, presentation_id, payment_state, created_at, completed_at, cancelled_at, ticket_salt, ticket_hash, checked_in_at, checked_in_by, checkin_nonce, offer_expires_at, holds_seat) VALUES (2, 4, 8, 'COMPLETED', '2026-11-29 13:01:13.432415+00', '2026-11-29 13:01:13.548+00', NULL, 'b4e83680b49141200e05b18de0b7cdac', '587c89f3374a6e5c651aa5bc6140b2ad193c51143cdf791bf1211a3066a183fc', NULL, NULL, NULL, NULL, false);
INSERT INTO public.participations (id, user_id, presentation_id, payment_state, created_at, completed_at, cancelled_at, ticket_salt, ticket_hash, checked_in_at, checked_in_by, checkin_nonce, offer_expires_at, holds_seat) VALUES (3, 5, 8, 'COMPLETED', '2026-11-29 13:01:13.432415+00', '2026-11-29 13:01:13.549+00', NULL, '3171f24da0dcdde6d20fe2a51f97aa34', '67344f18139f07e6bd0bacc0b78c0f87fe8f5e753160f92ccb8afca8e4811503', NULL, NULL, NULL, NULL, false);
INSERT INTO public.participations (id, user_id, presentation_id, payment_state, created_at, completed_at, cancelled_at, ticket_salt, ticket_hash, checked_in_at, checked_in_by, checkin_nonce, offer_expires_at, holds_seat) VALUES (4, 6, 8, 'COMPLETED', '2026-11-29 13:01:13.432415+00', '2026-11-29 13:01:13.55+00', NULL, 'a32460358cdfa57830566a374a919bae', '96266d776b3ee1b83cd17cad1e12c240c0d3b7524d93822866fe1c7e62579488', NULL, NULL, NULL, NULL, false);
INSERT INTO public.participations (id, user_id, presentation_id, payment_state, created_at, completed_at, cancelled_at, ticket_salt, ticket_hash, checked_in_at, checked_in_by, checkin_nonce, offer_expires_at, holds_seat) VALUES (5, 7, 8, 'COMPLETED', '2026-11-29 13:01:13.432415+00', '2026-11-29 13:01:13.552+00', NULL, '1e79278245b87552e46bffc91446f2a4', '0243172ae5ec3ba37c08242855a3dd119ad470cd89b45fbdd18d00d8357ede00', NULL, NULL, NULL, NULL, false);
INSERT INTO public.participations (id, user_id, presentation_id, payment_state, created_at, completed_at, cancelled_at, ticket_salt, ticket_hash, checked_in_at, checked_in_by, checkin_nonce, offer_expires_at, holds_seat) VALUES (6, 8, 8, 'COMPLETED', '2026-11-29 13:01:13.432415+00', '2026-11-29 13:01:13.553+00', NULL, 'b30ac7f8bca6dc2506a0ad419a384523', 'e20b201f2b92d9161fab21428ae41d9eac98084600045b4861181e5320412b24', NULL, NULL, NULL, NULL, false);
INSERT INTO public.participations (id, user_id, presentation_id, payment_state, created_at, completed_at, cancelled_at, ticket_salt, ticket_hash, checked_in_at, checked_in_by, checkin_nonce, offer_expires_at, holds_seat) VALUES (7, 9, 8, 'COMPLETED', '2026-11-29 13:01:13.432415+00', '2026-11-29 13:01:13.554+00', NULL, 'f0f09a66a29f95459640fb583e252c95', 'e677718fa614f7c0a8d9817f688d0ed2230ace0d7dc2efbdeae27c72080c5b06', NULL, NULL, NULL, NULL, false);
INSERT INTO public.participations (id, user_id, presentation_id, payment_state, created_at, completed_at, cancelled_at, ticket_salt, ticket_hash, checked_in_at, checked_in_by, checkin_nonce, offer_expires_at, holds_seat) VALUES (8, 10, 8, 'COMPLETED', '2026-11-29 13:01:13.432415+00', '2026-11-29 13:01:13.556+00', NULL, 'e8ccde44155ec1f9d6aca38c1a770c29', '2350e2d90f6a2404cb798101fbc8c4f9840d5b9f5c86ec70002975b4e87e37a0', NULL, NULL, NULL, NULL, false);
INSERT INTO public.participations (id, user_id, presentation_id, payment_state, created_at, completed_at, cancelled_at, ticket_salt, ticket_hash, checked_in_at, checked_in_by, checkin_nonce, offer_expires_at, holds_seat) VALUES (9, 11, 8, 'COMPLETED', '2026-11-29 13:01:13.432415+00', '2026-11-29 13:01:13.567+00', NULL, '63d030e08eda20a85b7d198be97b6e4f', '5a24cecb0c7417335e72297cba9c44e5a96fbc627e0bc9b925f151f4f6e9f94d', NULL, NULL, NULL, NULL, false);
INSERT INTO public.participations (id, user_id, presentation_id, payment_state, created_at, completed_at, cancelled_at, ticket_salt, ticket_hash, checked_in_at, checked_in_by, checkin_nonce, offer_expires_at, holds_seat) VALUES (10, 1, 2, 'COMPLETED', '2026-11-29 13:01:14.196825+00', '2026-11-29 13:01:14.277441+00', NULL, '6a3ae6acf6c84684d23895eb90785458', 'dcbebc9a4ea821d0552613447a0b8e6fb7677d9d55d4989692b58b9ec81a3fcc', NULL, NULL, NULL, NULL, false);
INSERT INTO public.participations (id, user_id, presentation_id, payment_state, created_at, completed_at, cancelled_at, ticket_salt, ticket_hash, checked_in_at, checked_in_by, checkin_nonce, offer_expires_at, holds_seat) VALUES (11, 1, 3, 'PENDING', '2026-11-29 13:01:14.297072+00', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, false);
INSERT INTO public.participations (id, user_id, presentation_id, payment_state, created_at, completed_at, cancelled_at, ticket_salt, ticket_hash, checked_in_at, checked_in_by, checkin_nonce, offer_expires_at, holds_seat) VALUES (13, 4, 9, 'COMPLETED', '2026-11-29 13:01:14.388894+00', '2026-11-29 13:01:14.440413+00', NULL, 'c6ec83db1639f667df5c104a695a100c', 'b7c0969fbe25d45e767bc755ff75ed26688ee9681cf291d0ea5d339b943fbd2f', NULL, NULL, NULL, NULL, false);
INSERT INTO public.participations (id, user_id, presentation_id, payment_state, created_at, completed_at, cancelled_at, ticket_salt, ticket_hash, checked_in_at, checked_in_by, checkin_nonce, offer_expires_at, holds_seat) VALUES (12, 4, 7, 'CANCELLED', '2026-11-29 13:01:14.342494+00', '2026-11-29 13:01:14.374962+00', '2026-11-29 13:01:14.56085+00', NULL, NULL, NULL, NULL, NULL, NULL, false);
INSERT INTO public.participations (id, user_id, presentation_id, payment_state, created_at, completed_at, cancelled_at, ticket_salt, ticket_hash, checked_in_at, checked_in_by, checkin_nonce, offer_expires_at, holds_seat) VALUES (14, 4, 4, 'COMPLETED', '2026-11-29 13:01:14.823617+00', '2026-11-29 13:01:14.848493+00', NULL, '4d99992c59d81dcd7c0ff91a0edf9b6e', 'fba591203ad6fde640c2df11a760615f1de357f490c4d02e5beaddc062b9e338', NULL, NULL, NULL, NULL, false);


ALTER TABLE public.participations ENABLE TRIGGER ALL;

--
-- Data for Name: payments; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.payments DISABLE TRIGGER ALL;

INSERT INTO public.payments (id, user_id, subtotal, discount, total_price, payment_state, authority, pay_link, ref_id, card_pan, coupon_id, coupon_code, is_competition_payment, hold_expires_at, created_date, verified_date, checked_at) VALUES (1, 1, 430000, 86000, 344000, 'COMPLETED', 'AT0tZ2JRtfPk2f5n4PsNByBKcUSyyn2Tc2DT', 'http://localhost:18990/_sandbox/zarinpal/pg/StartPay/AT0tZ2JRtfPk2f5n4PsNByBKcUSyyn2Tc2DT', 491934321, '502229******8288', 1, 'LINUX20', false, '2026-11-29 13:21:14.237727+00', '2026-11-29 13:01:14.237727+00', '2026-11-29 13:01:14.277441+00', NULL);
INSERT INTO public.payments (id, user_id, subtotal, discount, total_price, payment_state, authority, pay_link, ref_id, card_pan, coupon_id, coupon_code, is_competition_payment, hold_expires_at, created_date, verified_date, checked_at) VALUES (2, 1, 150000, 0, 150000, 'FAILED', 'Ar6V7SjTWulrgvURTix4C66XksU6WjJZ6K0N', 'http://localhost:18990/_sandbox/zarinpal/pg/StartPay/Ar6V7SjTWulrgvURTix4C66XksU6WjJZ6K0N', NULL, NULL, NULL, NULL, false, '2026-11-29 13:21:14.313695+00', '2026-11-29 13:01:14.313695+00', NULL, NULL);
INSERT INTO public.payments (id, user_id, subtotal, discount, total_price, payment_state, authority, pay_link, ref_id, card_pan, coupon_id, coupon_code, is_competition_payment, hold_expires_at, created_date, verified_date, checked_at) VALUES (4, 4, 330000, 0, 330000, 'COMPLETED', 'ARARBEIOdVgYSRGi6uCykugahFT5qCzfNVwS', 'http://localhost:18990/_sandbox/zarinpal/pg/StartPay/ARARBEIOdVgYSRGi6uCykugahFT5qCzfNVwS', 723957244, '502229******4487', NULL, NULL, false, '2026-11-29 13:21:14.404697+00', '2026-11-29 13:01:14.404697+00', '2026-11-29 13:01:14.440413+00', NULL);
INSERT INTO public.payments (id, user_id, subtotal, discount, total_price, payment_state, authority, pay_link, ref_id, card_pan, coupon_id, coupon_code, is_competition_payment, hold_expires_at, created_date, verified_date, checked_at) VALUES (3, 4, 100000, 0, 100000, 'REFUNDED', 'AnLAO784cMD9UuJIpvCpMyMCvVuWZe4EWlEC', 'http://localhost:18990/_sandbox/zarinpal/pg/StartPay/AnLAO784cMD9UuJIpvCpMyMCvVuWZe4EWlEC', 624396741, '502229******1150', NULL, NULL, false, '2026-11-29 13:21:14.353449+00', '2026-11-29 13:01:14.353449+00', '2026-11-29 13:01:14.374962+00', NULL);
INSERT INTO public.payments (id, user_id, subtotal, discount, total_price, payment_state, authority, pay_link, ref_id, card_pan, coupon_id, coupon_code, is_competition_payment, hold_expires_at, created_date, verified_date, checked_at) VALUES (5, 4, 50000, 0, 50000, 'COMPLETED', 'Asa92ZdikCF1yHcX4wKX7QyUF3HC3kmCojyC', 'http://localhost:18990/_sandbox/zarinpal/pg/StartPay/Asa92ZdikCF1yHcX4wKX7QyUF3HC3kmCojyC', 874939292, '502229******5147', NULL, NULL, true, '2026-11-29 13:21:14.675401+00', '2026-11-29 13:01:14.675401+00', '2026-11-29 13:01:14.706462+00', NULL);
INSERT INTO public.payments (id, user_id, subtotal, discount, total_price, payment_state, authority, pay_link, ref_id, card_pan, coupon_id, coupon_code, is_competition_payment, hold_expires_at, created_date, verified_date, checked_at) VALUES (6, 4, 350000, 0, 350000, 'COMPLETED', 'AEXeDtNh2O7YoBJUN5hFzppHJQwU0hL0EzPu', 'http://localhost:18990/_sandbox/zarinpal/pg/StartPay/AEXeDtNh2O7YoBJUN5hFzppHJQwU0hL0EzPu', 785263444, '502229******9940', NULL, NULL, false, '2026-11-29 13:21:14.833975+00', '2026-11-29 13:01:14.833975+00', '2026-11-29 13:01:14.848493+00', NULL);


ALTER TABLE public.payments ENABLE TRIGGER ALL;

--
-- Data for Name: payment_accessories; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.payment_accessories DISABLE TRIGGER ALL;

INSERT INTO public.payment_accessories (payment_id, accessory_id, price) VALUES (1, 1, 180000);
INSERT INTO public.payment_accessories (payment_id, accessory_id, price) VALUES (4, 1, 180000);


ALTER TABLE public.payment_accessories ENABLE TRIGGER ALL;

--
-- Data for Name: payment_events; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.payment_events DISABLE TRIGGER ALL;

INSERT INTO public.payment_events (id, payment_id, at, state, actor_id, note) VALUES (1, 1, '2026-11-29 13:01:14.237727+00', 'PENDING', NULL, 'پرداخت آغاز شد و صندلی‌ها نگه داشته شدند');
INSERT INTO public.payment_events (id, payment_id, at, state, actor_id, note) VALUES (2, 1, '2026-11-29 13:01:14.277441+00', 'COMPLETED', NULL, 'درگاه پرداخت دریافت پول را تأیید کرد — تأیید پس از بازگشت خریدار از بانک');
INSERT INTO public.payment_events (id, payment_id, at, state, actor_id, note) VALUES (3, 2, '2026-11-29 13:01:14.313695+00', 'PENDING', NULL, 'پرداخت آغاز شد و صندلی‌ها نگه داشته شدند');
INSERT INTO public.payment_events (id, payment_id, at, state, actor_id, note) VALUES (4, 2, '2026-11-29 13:01:14.333731+00', 'FAILED', NULL, 'درگاه پرداخت اعلام کرد پولی نرسیده است — تأیید پس از بازگشت خریدار از بانک');
INSERT INTO public.payment_events (id, payment_id, at, state, actor_id, note) VALUES (5, 3, '2026-11-29 13:01:14.353449+00', 'PENDING', NULL, 'پرداخت آغاز شد و صندلی‌ها نگه داشته شدند');
INSERT INTO public.payment_events (id, payment_id, at, state, actor_id, note) VALUES (6, 3, '2026-11-29 13:01:14.374962+00', 'COMPLETED', NULL, 'درگاه پرداخت دریافت پول را تأیید کرد — تأیید پس از بازگشت خریدار از بانک');
INSERT INTO public.payment_events (id, payment_id, at, state, actor_id, note) VALUES (7, 4, '2026-11-29 13:01:14.404697+00', 'PENDING', NULL, 'پرداخت آغاز شد و صندلی‌ها نگه داشته شدند');
INSERT INTO public.payment_events (id, payment_id, at, state, actor_id, note) VALUES (8, 4, '2026-11-29 13:01:14.440413+00', 'COMPLETED', NULL, 'درگاه پرداخت دریافت پول را تأیید کرد — تأیید پس از بازگشت خریدار از بانک');
INSERT INTO public.payment_events (id, payment_id, at, state, actor_id, note) VALUES (9, 3, '2026-11-29 13:01:14.56085+00', 'REFUNDED', 2, 'وجه بازگردانده شد — بازپرداخت دستی');
INSERT INTO public.payment_events (id, payment_id, at, state, actor_id, note) VALUES (10, 5, '2026-11-29 13:01:14.675401+00', 'PENDING', NULL, 'پرداخت آغاز شد و صندلی‌ها نگه داشته شدند');
INSERT INTO public.payment_events (id, payment_id, at, state, actor_id, note) VALUES (11, 5, '2026-11-29 13:01:14.706462+00', 'COMPLETED', NULL, 'درگاه پرداخت دریافت پول را تأیید کرد — تأیید پس از بازگشت خریدار از بانک');
INSERT INTO public.payment_events (id, payment_id, at, state, actor_id, note) VALUES (12, 6, '2026-11-29 13:01:14.833975+00', 'PENDING', NULL, 'پرداخت آغاز شد و صندلی‌ها نگه داشته شدند');
INSERT INTO public.payment_events (id, payment_id, at, state, actor_id, note) VALUES (13, 6, '2026-11-29 13:01:14.848493+00', 'COMPLETED', NULL, 'درگاه پرداخت دریافت پول را تأیید کرد — تأیید پس از بازگشت خریدار از بانک');


ALTER TABLE public.payment_events ENABLE TRIGGER ALL;

--
-- Data for Name: payment_items; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.payment_items DISABLE TRIGGER ALL;

INSERT INTO public.payment_items (payment_id, participation_id, presentation_id, cost) VALUES (1, 10, 2, 250000);
INSERT INTO public.payment_items (payment_id, participation_id, presentation_id, cost) VALUES (2, 11, 3, 150000);
INSERT INTO public.payment_items (payment_id, participation_id, presentation_id, cost) VALUES (3, 12, 7, 100000);
INSERT INTO public.payment_items (payment_id, participation_id, presentation_id, cost) VALUES (4, 13, 9, 150000);
INSERT INTO public.payment_items (payment_id, participation_id, presentation_id, cost) VALUES (6, 14, 4, 350000);


ALTER TABLE public.payment_items ENABLE TRIGGER ALL;

--
-- Data for Name: presenters; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.presenters DISABLE TRIGGER ALL;

INSERT INTO public.presenters (id, first_name, last_name, description, avatar, linkedin) VALUES (1, 'سارا', 'محمدی', '<p>مدیر سیستم ارشد با بیش از ده سال تجربه در نگهداری سرورهای لینوکسی بانکی. علاقه‌مند به <strong>امن‌سازی سرور</strong>، SELinux و پاسخ به رخداد.</p>', '/media/seed/presenter-sara.svg', 'https://www.linkedin.com/in/sara-mohammadi');
INSERT INTO public.presenters (id, first_name, last_name, description, avatar, linkedin) VALUES (2, 'علی', 'رضایی', '<p>مهندس DevOps و نگه‌دارندهٔ زیرساخت ابری یک استارتاپ پرداخت. سال‌هاست با <strong>داکر</strong> و <strong>کوبرنتیز</strong> سرویس‌های پرترافیک را اداره می‌کند.</p>', '/media/seed/presenter-ali.svg', 'https://www.linkedin.com/in/ali-rezaei');
INSERT INTO public.presenters (id, first_name, last_name, description, avatar, linkedin) VALUES (3, 'مریم', 'کریمی', '<p>توسعه‌دهندهٔ کرنل لینوکس و مشارکت‌کننده در زیرسیستم شبکه. در دانشگاه صنعتی شریف سیستم‌عامل تدریس می‌کند.</p>', '/media/seed/presenter-maryam.svg', 'https://www.linkedin.com/in/maryam-karimi');
INSERT INTO public.presenters (id, first_name, last_name, description, avatar, linkedin) VALUES (4, 'حمید', 'نوروزی', '<p>مهندس شبکه با گواهی‌نامهٔ CCIE؛ طراح شبکهٔ چند دیتاسنتر و از طرفداران پرشور <strong>nftables</strong> و WireGuard.</p>', '/media/seed/presenter-hamid.svg', 'https://www.linkedin.com/in/hamid-norouzi');
INSERT INTO public.presenters (id, first_name, last_name, description, avatar, linkedin) VALUES (5, 'نگار', 'حسینی', '<p>برنامه‌نویس سیستمی و عضو جامعهٔ Rust ایران. روی درایورهای نوشته‌شده با Rust در کرنل لینوکس کار می‌کند.</p>', '/media/seed/presenter-negar.svg', 'https://www.linkedin.com/in/negar-hosseini');
INSERT INTO public.presenters (id, first_name, last_name, description, avatar, linkedin) VALUES (6, 'پویا', 'اکبری', '<p>متخصص تست نفوذ و شکارچی باگ؛ در مسابقات CTF داخلی و بین‌المللی رتبه‌های برتر را کسب کرده است.</p>', '/media/seed/presenter-pouya.svg', 'https://www.linkedin.com/in/pouya-akbari');
INSERT INTO public.presenters (id, first_name, last_name, description, avatar, linkedin) VALUES (7, 'زهرا', 'عباسی', '<p>مهندس سامانه‌های نهفته؛ توزیع‌های لینوکس سفارشی برای تجهیزات صنعتی را با Yocto و Buildroot می‌سازد.</p>', '/media/seed/presenter-zahra.svg', 'https://www.linkedin.com/in/zahra-abbasi');
INSERT INTO public.presenters (id, first_name, last_name, description, avatar, linkedin) VALUES (8, 'امیر', 'تهرانی', '<p>مشارکت‌کنندهٔ پروژهٔ KDE و مترجم محیط‌های دسکتاپ لینوکس به فارسی.</p>', '/media/seed/presenter-amir.svg', 'https://www.linkedin.com/in/amir-tehrani');
INSERT INTO public.presenters (id, first_name, last_name, description, avatar, linkedin) VALUES (9, 'لیلا', 'صادقی', '<p>فعال جامعهٔ نرم‌افزار آزاد و از بنیان‌گذاران گروه کاربران لینوکس تهران.</p>', '/media/seed/presenter-leila.svg', 'https://www.linkedin.com/in/leila-sadeghi');
INSERT INTO public.presenters (id, first_name, last_name, description, avatar, linkedin) VALUES (10, 'رضا', 'جعفری', '<p>مهندس زیرساخت و نویسندهٔ کتاب «اسکریپت‌نویسی Bash برای مدیران سیستم»؛ عاشق خودکارسازی کارهای تکراری.</p>', '/media/seed/presenter-reza.svg', 'https://www.linkedin.com/in/reza-jafari');


ALTER TABLE public.presenters ENABLE TRIGGER ALL;

--
-- Data for Name: presentation_presenters; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.presentation_presenters DISABLE TRIGGER ALL;

INSERT INTO public.presentation_presenters (presentation_id, presenter_id, "position") VALUES (1, 9, 0);
INSERT INTO public.presentation_presenters (presentation_id, presenter_id, "position") VALUES (2, 10, 0);
INSERT INTO public.presentation_presenters (presentation_id, presenter_id, "position") VALUES (3, 1, 0);
INSERT INTO public.presentation_presenters (presentation_id, presenter_id, "position") VALUES (4, 2, 0);
INSERT INTO public.presentation_presenters (presentation_id, presenter_id, "position") VALUES (5, 8, 0);
INSERT INTO public.presentation_presenters (presentation_id, presenter_id, "position") VALUES (6, 4, 0);
INSERT INTO public.presentation_presenters (presentation_id, presenter_id, "position") VALUES (7, 3, 0);
INSERT INTO public.presentation_presenters (presentation_id, presenter_id, "position") VALUES (8, 6, 0);
INSERT INTO public.presentation_presenters (presentation_id, presenter_id, "position") VALUES (8, 1, 1);
INSERT INTO public.presentation_presenters (presentation_id, presenter_id, "position") VALUES (9, 10, 0);
INSERT INTO public.presentation_presenters (presentation_id, presenter_id, "position") VALUES (9, 2, 1);
INSERT INTO public.presentation_presenters (presentation_id, presenter_id, "position") VALUES (10, 5, 0);
INSERT INTO public.presentation_presenters (presentation_id, presenter_id, "position") VALUES (11, 2, 0);
INSERT INTO public.presentation_presenters (presentation_id, presenter_id, "position") VALUES (12, 10, 0);
INSERT INTO public.presentation_presenters (presentation_id, presenter_id, "position") VALUES (13, 9, 0);
INSERT INTO public.presentation_presenters (presentation_id, presenter_id, "position") VALUES (13, 8, 1);
INSERT INTO public.presentation_presenters (presentation_id, presenter_id, "position") VALUES (14, 7, 0);
INSERT INTO public.presentation_presenters (presentation_id, presenter_id, "position") VALUES (15, 9, 0);


ALTER TABLE public.presentation_presenters ENABLE TRIGGER ALL;

--
-- Data for Name: tags; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.tags DISABLE TRIGGER ALL;

INSERT INTO public.tags (id, name, color) VALUES (1, 'لینوکس', '#fcc624');
INSERT INTO public.tags (id, name, color) VALUES (2, 'شبکه', '#1e88e5');
INSERT INTO public.tags (id, name, color) VALUES (3, 'امنیت', '#e53935');
INSERT INTO public.tags (id, name, color) VALUES (4, 'DevOps', '#43a047');
INSERT INTO public.tags (id, name, color) VALUES (5, 'برنامه‌نویسی', '#8e24aa');
INSERT INTO public.tags (id, name, color) VALUES (6, 'کانتینر', '#00acc1');
INSERT INTO public.tags (id, name, color) VALUES (7, 'دسکتاپ', '#fb8c00');
INSERT INTO public.tags (id, name, color) VALUES (8, 'نرم‌افزار آزاد', '#6d4c41');


ALTER TABLE public.tags ENABLE TRIGGER ALL;

--
-- Data for Name: presentation_tags; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.presentation_tags DISABLE TRIGGER ALL;

INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (1, 8);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (2, 1);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (3, 3);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (3, 1);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (4, 6);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (4, 4);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (5, 7);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (5, 1);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (6, 2);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (6, 3);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (7, 1);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (7, 5);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (8, 3);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (9, 4);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (10, 5);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (10, 1);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (11, 6);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (11, 4);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (12, 5);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (12, 1);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (13, 8);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (14, 1);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (14, 5);
INSERT INTO public.presentation_tags (presentation_id, tag_id) VALUES (15, 8);


ALTER TABLE public.presentation_tags ENABLE TRIGGER ALL;

--
-- Data for Name: refresh_tokens; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.refresh_tokens DISABLE TRIGGER ALL;

INSERT INTO public.refresh_tokens (jti, user_id, expires_at, revoked_at, created_at) VALUES ('4f41bb8f-3e73-42b3-a4b9-330f8809ed55', 2, '2026-12-29 13:01:13+00', NULL, '2026-11-29 13:01:13.657513+00');
INSERT INTO public.refresh_tokens (jti, user_id, expires_at, revoked_at, created_at) VALUES ('8ba63eda-e353-4d00-a664-feacc4d9c476', 4, '2026-12-29 13:01:13+00', NULL, '2026-11-29 13:01:13.689106+00');
INSERT INTO public.refresh_tokens (jti, user_id, expires_at, revoked_at, created_at) VALUES ('7a82e238-5cf0-45e5-9478-b4496ae792cc', 1, '2026-12-29 13:01:13+00', NULL, '2026-11-29 13:01:13.705452+00');


ALTER TABLE public.refresh_tokens ENABLE TRIGGER ALL;

--
-- Data for Name: refunds; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.refunds DISABLE TRIGGER ALL;

INSERT INTO public.refunds (id, payment_id, method, amount, state, note, actor_id, idempotency_key, created_at, done_at, gateway_code) VALUES (1, 3, 'manual', 100000, 'DONE', 'انصراف پیش از جشنواره؛ واریز به کارت', 2, NULL, '2026-11-29 13:01:14.56085+00', '2026-11-29 13:01:14.56085+00', NULL);
INSERT INTO public.refunds (id, payment_id, method, amount, state, note, actor_id, idempotency_key, created_at, done_at, gateway_code) VALUES (2, 4, 'manual', 180000, 'DONE', 'تی‌شرت نرسید', 2, NULL, '2026-11-29 13:01:14.656073+00', '2026-11-29 13:01:14.656073+00', NULL);


ALTER TABLE public.refunds ENABLE TRIGGER ALL;

--
-- Data for Name: refund_lines; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.refund_lines DISABLE TRIGGER ALL;

INSERT INTO public.refund_lines (refund_id, payment_id, participation_id, accessory_id, competition, amount, standing) VALUES (1, 3, 12, NULL, false, 100000, true);
INSERT INTO public.refund_lines (refund_id, payment_id, participation_id, accessory_id, competition, amount, standing) VALUES (2, 4, NULL, 1, false, 180000, true);


ALTER TABLE public.refund_lines ENABLE TRIGGER ALL;

--
-- Data for Name: sms_broadcasts; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.sms_broadcasts DISABLE TRIGGER ALL;



ALTER TABLE public.sms_broadcasts ENABLE TRIGGER ALL;

--
-- Data for Name: sms_outbox; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.sms_outbox DISABLE TRIGGER ALL;

INSERT INTO public.sms_outbox (id, phone_number, kind, text, code, purpose, dedupe_key, broadcast_id, state, tries, next_attempt_at, claimed_until, claim_token, expires_at, provider, provider_message_id, last_error, created_at, sent_at, answer_lost, sandbox_viewer) VALUES (1, '09120000000', 'text', 'پرداخت شما در جشنواره لینوکس انجام شد: «کارگاه مقدماتی خط فرمان لینوکس»، ماگ جشنواره.
بلیت‌ها: http://localhost:18990/profile/workshops', NULL, 'purchase', 'purchase:1', NULL, 'sent', 1, '2026-11-29 13:01:14.277441+00', NULL, NULL, NULL, 'sandbox', 'sandbox-09120000000-1795957274295', NULL, '2026-11-29 13:01:14.277441+00', '2026-11-29 13:01:14.29537+00', false, NULL);
INSERT INTO public.sms_outbox (id, phone_number, kind, text, code, purpose, dedupe_key, broadcast_id, state, tries, next_attempt_at, claimed_until, claim_token, expires_at, provider, provider_message_id, last_error, created_at, sent_at, answer_lost, sandbox_viewer) VALUES (2, '09121000001', 'text', 'پرداخت شما در جشنواره لینوکس انجام شد: «کرنل لینوکس چطور توسعه می‌یابد؟».
بلیت‌ها: http://localhost:18990/profile/workshops', NULL, 'purchase', 'purchase:3', NULL, 'sent', 1, '2026-11-29 13:01:14.374962+00', NULL, NULL, NULL, 'sandbox', 'sandbox-09121000001-1795957274390', NULL, '2026-11-29 13:01:14.374962+00', '2026-11-29 13:01:14.390657+00', false, NULL);
INSERT INTO public.sms_outbox (id, phone_number, kind, text, code, purpose, dedupe_key, broadcast_id, state, tries, next_attempt_at, claimed_until, claim_token, expires_at, provider, provider_message_id, last_error, created_at, sent_at, answer_lost, sandbox_viewer) VALUES (3, '09121000001', 'text', 'پرداخت شما در جشنواره لینوکس انجام شد: «خودکارسازی زیرساخت با Ansible»، ماگ جشنواره.
بلیت‌ها: http://localhost:18990/profile/workshops', NULL, 'purchase', 'purchase:4', NULL, 'sent', 1, '2026-11-29 13:01:14.440413+00', NULL, NULL, NULL, 'sandbox', 'sandbox-09121000001-1795957274480', NULL, '2026-11-29 13:01:14.440413+00', '2026-11-29 13:01:14.497321+00', false, NULL);
INSERT INTO public.sms_outbox (id, phone_number, kind, text, code, purpose, dedupe_key, broadcast_id, state, tries, next_attempt_at, claimed_until, claim_token, expires_at, provider, provider_message_id, last_error, created_at, sent_at, answer_lost, sandbox_viewer) VALUES (4, '09121000001', 'text', 'جشنواره لینوکس: ۱۰۰٬۰۰۰ تومان بابت «کرنل لینوکس چطور توسعه می‌یابد؟» از سفارش شمارهٔ ۳ به شما بازگردانده شد؛ این سفارش به‌طور کامل بازپرداخت شد.', NULL, 'refund', 'refund:1', NULL, 'sent', 1, '2026-11-29 13:01:14.56085+00', NULL, NULL, NULL, 'sandbox', 'sandbox-09121000001-1795957274612', NULL, '2026-11-29 13:01:14.56085+00', '2026-11-29 13:01:14.612325+00', false, NULL);
INSERT INTO public.sms_outbox (id, phone_number, kind, text, code, purpose, dedupe_key, broadcast_id, state, tries, next_attempt_at, claimed_until, claim_token, expires_at, provider, provider_message_id, last_error, created_at, sent_at, answer_lost, sandbox_viewer) VALUES (5, '09121000001', 'text', 'جشنواره لینوکس: ۱۸۰٬۰۰۰ تومان بابت ماگ جشنواره از سفارش شمارهٔ ۴ به شما بازگردانده شد.', NULL, 'refund', 'refund:2', NULL, 'sent', 1, '2026-11-29 13:01:14.656073+00', NULL, NULL, NULL, 'sandbox', 'sandbox-09121000001-1795957274676', NULL, '2026-11-29 13:01:14.656073+00', '2026-11-29 13:01:14.677154+00', false, NULL);
INSERT INTO public.sms_outbox (id, phone_number, kind, text, code, purpose, dedupe_key, broadcast_id, state, tries, next_attempt_at, claimed_until, claim_token, expires_at, provider, provider_message_id, last_error, created_at, sent_at, answer_lost, sandbox_viewer) VALUES (6, '09121000001', 'text', 'پرداخت شما در جشنواره لینوکس انجام شد: ثبت‌نام در مسابقه.
بلیت‌ها: http://localhost:18990/profile/workshops', NULL, 'purchase', 'purchase:5', NULL, 'sent', 1, '2026-11-29 13:01:14.706462+00', NULL, NULL, NULL, 'sandbox', 'sandbox-09121000001-1795957274722', NULL, '2026-11-29 13:01:14.706462+00', '2026-11-29 13:01:14.723714+00', false, NULL);
INSERT INTO public.sms_outbox (id, phone_number, kind, text, code, purpose, dedupe_key, broadcast_id, state, tries, next_attempt_at, claimed_until, claim_token, expires_at, provider, provider_message_id, last_error, created_at, sent_at, answer_lost, sandbox_viewer) VALUES (7, '09121000001', 'text', 'پرداخت شما در جشنواره لینوکس انجام شد: «کارگاه داکر: از صفر تا استقرار».
بلیت‌ها: http://localhost:18990/profile/workshops', NULL, 'purchase', 'purchase:6', NULL, 'sent', 1, '2026-11-29 13:01:14.848493+00', NULL, NULL, NULL, 'sandbox', 'sandbox-09121000001-1795957274856', NULL, '2026-11-29 13:01:14.848493+00', '2026-11-29 13:01:14.856444+00', false, NULL);


ALTER TABLE public.sms_outbox ENABLE TRIGGER ALL;

--
-- Data for Name: staff; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.staff DISABLE TRIGGER ALL;

INSERT INTO public.staff (id, name, image, quote, role, team, linkedin, "position") VALUES (1, 'محسن موسوی', '/media/seed/staff-01.svg', 'نرم‌افزار آزاد یعنی دانشی که مال همه است.', 'DIRECTOR', 'DIRECTOR', 'https://www.linkedin.com/in/mohsen-mousavi', 0);
INSERT INTO public.staff (id, name, image, quote, role, team, linkedin, "position") VALUES (2, 'الهام قاسمی', '/media/seed/staff-02.svg', 'هر ارائه باید چیزی به ابزار روزمرهٔ شرکت‌کننده اضافه کند.', 'HEAD', 'SCIENTIFIC', 'https://www.linkedin.com/in/elham-ghasemi', 1);
INSERT INTO public.staff (id, name, image, quote, role, team, linkedin, "position") VALUES (3, 'بهنام یوسفی', '/media/seed/staff-03.svg', 'اگر خودکار نشده، هنوز تمام نشده.', 'HEAD', 'TECHNICAL', 'https://www.linkedin.com/in/behnam-yousefi', 2);
INSERT INTO public.staff (id, name, image, quote, role, team, linkedin, "position") VALUES (4, 'فاطمه رحیمی', '/media/seed/staff-04.svg', 'جزئیات کوچک، تجربهٔ بزرگ می‌سازند.', 'HEAD', 'EXECUTIVE', NULL, 3);
INSERT INTO public.staff (id, name, image, quote, role, team, linkedin, "position") VALUES (5, 'کیان شریفی', '/media/seed/staff-05.svg', 'بهترین تبلیغ، شرکت‌کنندهٔ راضی است.', 'HEAD', 'MARKETING', 'https://www.linkedin.com/in/kian-sharifi', 4);
INSERT INTO public.staff (id, name, image, quote, role, team, linkedin, "position") VALUES (6, 'نیلوفر امینی', '/media/seed/staff-06.svg', 'هر لحظهٔ جشنواره یک داستان است.', 'HEAD', 'MEDIA', NULL, 5);
INSERT INTO public.staff (id, name, image, quote, role, team, linkedin, "position") VALUES (7, 'سینا مرادی', '/media/seed/staff-07.svg', 'سرورها را روشن نگه می‌داریم تا شما یاد بگیرید.', 'STAFF', 'TECHNICAL', 'https://www.linkedin.com/in/sina-moradi', 6);
INSERT INTO public.staff (id, name, image, quote, role, team, linkedin, "position") VALUES (8, 'هانیه کاظمی', '/media/seed/staff-08.svg', 'رنگ زرد لینوکس را دوست دارم!', 'STAFF', 'GRAPHICS', NULL, 7);
INSERT INTO public.staff (id, name, image, quote, role, team, linkedin, "position") VALUES (9, 'آرش بهرامی', '/media/seed/staff-09.svg', 'فضای خوب، گفت‌وگوی خوب می‌سازد.', 'STAFF', 'DECORATION', NULL, 8);
INSERT INTO public.staff (id, name, image, quote, role, team, linkedin, "position") VALUES (10, 'مهسا نجفی', '/media/seed/staff-10.svg', 'اگر سؤالی داشتید، ما کنار شما هستیم.', 'STAFF', 'EXECUTIVE', 'https://www.linkedin.com/in/mahsa-najafi', 9);


ALTER TABLE public.staff ENABLE TRIGGER ALL;

--
-- Data for Name: user_accessories; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.user_accessories DISABLE TRIGGER ALL;

INSERT INTO public.user_accessories (id, user_id, accessory_id, payment_id) VALUES (1, 1, 1, 1);


ALTER TABLE public.user_accessories ENABLE TRIGGER ALL;

--
-- Data for Name: waitlist_entries; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.waitlist_entries DISABLE TRIGGER ALL;

INSERT INTO public.waitlist_entries (id, user_id, presentation_id, joined_at) VALUES (1, 1, 4, '2026-11-29 13:01:14.86872+00');


ALTER TABLE public.waitlist_entries ENABLE TRIGGER ALL;

--
-- Data for Name: zarinpal_sandbox_sessions; Type: TABLE DATA; Schema: public; Owner: postgres
--

ALTER TABLE public.zarinpal_sandbox_sessions DISABLE TRIGGER ALL;

INSERT INTO public.zarinpal_sandbox_sessions (authority, merchant_id, amount, callback_url, description, mobile, email, order_id, status, ref_id, card_pan, created_at, paid_at, verified_at, currency) VALUES ('AT0tZ2JRtfPk2f5n4PsNByBKcUSyyn2Tc2DT', '4f6e2a1c-9b3d-4c8e-a7f5-1d2e3c4b5a69', 3440000, 'http://localhost:18990/payment/perhaps', 'پرداخت سفارش شمارهٔ ۱ جشنوارهٔ لینوکس', '09120000000', 'demo@linuxfest.example', '1', 'VERIFIED', 491934321, '502229******8288', '2026-11-29 13:01:14.256365+00', '2026-11-29 13:01:14.265444+00', '2026-11-29 13:01:14.276064+00', 'IRR');
INSERT INTO public.zarinpal_sandbox_sessions (authority, merchant_id, amount, callback_url, description, mobile, email, order_id, status, ref_id, card_pan, created_at, paid_at, verified_at, currency) VALUES ('Ar6V7SjTWulrgvURTix4C66XksU6WjJZ6K0N', '4f6e2a1c-9b3d-4c8e-a7f5-1d2e3c4b5a69', 1500000, 'http://localhost:18990/payment/perhaps', 'پرداخت سفارش شمارهٔ ۲ جشنوارهٔ لینوکس', '09120000000', 'demo@linuxfest.example', '2', 'FAILED', NULL, NULL, '2026-11-29 13:01:14.320721+00', NULL, NULL, 'IRR');
INSERT INTO public.zarinpal_sandbox_sessions (authority, merchant_id, amount, callback_url, description, mobile, email, order_id, status, ref_id, card_pan, created_at, paid_at, verified_at, currency) VALUES ('AnLAO784cMD9UuJIpvCpMyMCvVuWZe4EWlEC', '4f6e2a1c-9b3d-4c8e-a7f5-1d2e3c4b5a69', 1000000, 'http://localhost:18990/payment/perhaps', 'پرداخت سفارش شمارهٔ ۳ جشنوارهٔ لینوکس', '09121000001', 'attendee1@linuxfest.example', '3', 'VERIFIED', 624396741, '502229******1150', '2026-11-29 13:01:14.358928+00', '2026-11-29 13:01:14.364542+00', '2026-11-29 13:01:14.373952+00', 'IRR');
INSERT INTO public.zarinpal_sandbox_sessions (authority, merchant_id, amount, callback_url, description, mobile, email, order_id, status, ref_id, card_pan, created_at, paid_at, verified_at, currency) VALUES ('ARARBEIOdVgYSRGi6uCykugahFT5qCzfNVwS', '4f6e2a1c-9b3d-4c8e-a7f5-1d2e3c4b5a69', 3300000, 'http://localhost:18990/payment/perhaps', 'پرداخت سفارش شمارهٔ ۴ جشنوارهٔ لینوکس', '09121000001', 'attendee1@linuxfest.example', '4', 'VERIFIED', 723957244, '502229******4487', '2026-11-29 13:01:14.418012+00', '2026-11-29 13:01:14.427564+00', '2026-11-29 13:01:14.436683+00', 'IRR');
INSERT INTO public.zarinpal_sandbox_sessions (authority, merchant_id, amount, callback_url, description, mobile, email, order_id, status, ref_id, card_pan, created_at, paid_at, verified_at, currency) VALUES ('Asa92ZdikCF1yHcX4wKX7QyUF3HC3kmCojyC', '4f6e2a1c-9b3d-4c8e-a7f5-1d2e3c4b5a69', 500000, 'http://localhost:18990/payment/perhaps', 'ثبت‌نام در مسابقهٔ جشنوارهٔ لینوکس (سفارش ۵)', '09121000001', 'attendee1@linuxfest.example', '5', 'VERIFIED', 874939292, '502229******5147', '2026-11-29 13:01:14.690806+00', '2026-11-29 13:01:14.697342+00', '2026-11-29 13:01:14.704389+00', 'IRR');
INSERT INTO public.zarinpal_sandbox_sessions (authority, merchant_id, amount, callback_url, description, mobile, email, order_id, status, ref_id, card_pan, created_at, paid_at, verified_at, currency) VALUES ('AEXeDtNh2O7YoBJUN5hFzppHJQwU0hL0EzPu', '4f6e2a1c-9b3d-4c8e-a7f5-1d2e3c4b5a69', 3500000, 'http://localhost:18990/payment/perhaps', 'پرداخت سفارش شمارهٔ ۶ جشنوارهٔ لینوکس', '09121000001', 'attendee1@linuxfest.example', '6', 'VERIFIED', 785263444, '502229******9940', '2026-11-29 13:01:14.839784+00', '2026-11-29 13:01:14.843345+00', '2026-11-29 13:01:14.847527+00', 'IRR');


ALTER TABLE public.zarinpal_sandbox_sessions ENABLE TRIGGER ALL;

--
-- Name: accessories_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('public.accessories_id_seq', 3, true);


--
-- Name: audit_log_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('public.audit_log_id_seq', 18, true);


--
-- Name: coupons_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('public.coupons_id_seq', 2, true);


--
-- Name: faqs_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('public.faqs_id_seq', 8, true);


--
-- Name: one_time_codes_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('public.one_time_codes_id_seq', 1, false);


--
-- Name: participations_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('public.participations_id_seq', 14, true);


--
-- Name: payment_events_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('public.payment_events_id_seq', 13, true);


--
-- Name: payments_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('public.payments_id_seq', 6, true);


--
-- Name: presentations_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('public.presentations_id_seq', 15, true);


--
-- Name: presenters_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('public.presenters_id_seq', 10, true);


--
-- Name: refunds_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('public.refunds_id_seq', 2, true);


--
-- Name: sms_broadcasts_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('public.sms_broadcasts_id_seq', 1, false);


--
-- Name: sms_outbox_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('public.sms_outbox_id_seq', 7, true);


--
-- Name: staff_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('public.staff_id_seq', 10, true);


--
-- Name: tags_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('public.tags_id_seq', 8, true);


--
-- Name: user_accessories_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('public.user_accessories_id_seq', 2, true);


--
-- Name: users_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('public.users_id_seq', 11, true);


--
-- Name: waitlist_entries_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('public.waitlist_entries_id_seq', 1, true);


--
-- PostgreSQL database dump complete
--



